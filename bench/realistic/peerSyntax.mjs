// What differs between the peers for the same page: the link to another page, the imports an
// MDX page needs, and how a tab is written. Everything else (prose, code, tables, images,
// `:::tip[Title]` admonitions of the four types all three take) is written once.

/** A small local component every MDX page uses, as each peer needs it. */
export const COMPONENT_FILES = {
  docusaurus: { 'src/components/StatusBadge.jsx': 'export default function StatusBadge({ children }) {\n  return <span className="status-badge">{children}</span>;\n}\n' },
  starlight: { 'src/components/StatusBadge.astro': '<span class="status-badge"><slot /></span>\n' },
};

export const PEERS = {
  docsite: {
    link: (page) => `/docs/${page.id}`,
    // docsite has Tabs and TabItem in scope and does not run MDX imports yet (issue 19 adds
    // them), so the local component is declared in the page, which MDX compiles the same way.
    imports: () => ['export const StatusBadge = ({ children }) => <span className="status-badge">{children}</span>;'],
    tabItem: (value, label) => `<TabItem value="${value}" label="${label}">`,
  },
  docusaurus: {
    link: (page) => `/docs/${page.id}`,
    imports: () => ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import StatusBadge from '@site/src/components/StatusBadge';"],
    tabItem: (value, label) => `<TabItem value="${value}" label="${label}">`,
  },
  starlight: {
    link: (page) => `/${page.id}/`,
    // Content sits in src/content/docs/<dir>/, the component in src/components/.
    imports: (page) => ["import { Tabs, TabItem } from '@astrojs/starlight/components';", `import StatusBadge from '${'../'.repeat((page.dir ? page.dir.split('/').length : 0) + 2)}components/StatusBadge.astro';`],
    tabItem: (_value, label) => `<TabItem label="${label}">`,
  },
};

/** Admonition types docsite, Docusaurus and Starlight all render (Starlight has only these four). */
export const ADMONITION_TYPES = ['note', 'tip', 'caution', 'danger'];
