import type { LinkGroup, LinkItem, LogoConfig, NavbarItem, UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { accepted, eachKey, isObject, publicPath } from './eachKey.js';
import { shikiThemeOf } from './prismThemes.js';
import { mapMermaidThemeConfig } from './mapMermaid.js';
import type { MermaidOptions } from '../../config/userConfig.js';
import { parseNumberPrefix } from '../../collect/numberPrefix.js';
import { ConfigError } from '../../shared/errors.js';

/** `themeConfig`'s parts: docsite's config keys, and `mermaid` (which goes under `markdown.mermaid`). */
type ThemeParts = Pick<UserConfig, 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'code' | 'image' | 'tableOfContents'> & { mermaid?: MermaidOptions };

/** A navbar item's doc: its id, and the docs plugin instance it is in (undefined: the default one). */
export interface DocLink {
  docId: string;
  pluginId?: string;
}

/** Where a docs section's pages live, for the routes of docs named by id. */
interface SectionPlace {
  routeBasePath: string;
  stripNumberPrefixes: boolean;
}

/** Where the docs live, for navbar items that name a doc by id. */
export interface DocsPlace extends SectionPlace {
  /** Navbar items made from `type: 'doc'`, and their doc: their `to` is a guess until the docs are read (`resolveDocLinks`). */
  docLinks: Map<NavbarItem, DocLink>;
  /** The docs plugin instances with an id, by id. */
  sections?: Map<string, SectionPlace>;
}

/** Maps `themeConfig` onto docsite's navbar, footer, announcement bar, colour mode and code themes. */
export function mapThemeConfig(themeConfig: unknown, docsPlace: DocsPlace, warnings: ConfigWarnings): ThemeParts {
  const parts: ThemeParts = {};
  eachKey(themeConfig, 'themeConfig', warnings, {
    navbar: (value, keyPath) => (parts.navbar = mapNavbar(value, keyPath, docsPlace, warnings)),
    footer: (value, keyPath) => (parts.footer = mapFooter(value, keyPath, warnings)),
    announcementBar: (value, keyPath) => {
      const bar = { ...(value as Record<string, unknown>) };
      parts.announcementBar = { id: String(bar.id ?? 'announcement'), content: String(bar.content ?? '') };
      eachKey(bar, keyPath, warnings, {
        id: accepted,
        content: accepted,
        backgroundColor: (color) => (parts.announcementBar!.backgroundColor = String(color)),
        textColor: (color) => (parts.announcementBar!.textColor = String(color)),
        isCloseable: (closeable) => (parts.announcementBar!.isCloseable = Boolean(closeable)),
      });
    },
    colorMode: (value, keyPath) => {
      parts.colorMode = {};
      eachKey(value, keyPath, warnings, {
        defaultMode: (mode) => (parts.colorMode!.defaultMode = mode === 'dark' ? 'dark' : 'light'),
        disableSwitch: (disable) => (parts.colorMode!.disableSwitch = Boolean(disable)),
      });
    },
    prism: (value, keyPath) => (parts.code = mapPrism(value, keyPath, warnings)),
    image: (value) => (parts.image = publicPath(value)),
    tableOfContents: (value, keyPath) => {
      parts.tableOfContents = {};
      eachKey(value, keyPath, warnings, {
        minHeadingLevel: (level) => (parts.tableOfContents!.minHeadingLevel = Number(level)),
        maxHeadingLevel: (level) => (parts.tableOfContents!.maxHeadingLevel = Number(level)),
      });
    },
    mermaid: (value, keyPath) => (parts.mermaid = mapMermaidThemeConfig(value, keyPath, warnings)),
    algolia: (_, keyPath) => warnings.unsupported(keyPath, "docsite's own search is used"),
  });
  return parts;
}

function mapPrism(prism: unknown, prefix: string, warnings: ConfigWarnings): NonNullable<UserConfig['code']> {
  const code: NonNullable<UserConfig['code']> = {};
  const theme = (key: 'lightTheme' | 'darkTheme') => (value: unknown, keyPath: string) => {
    const shiki = shikiThemeOf(value);
    if (shiki) code[key] = shiki;
    else warnings.unsupported(keyPath, 'only prism-react-renderer themes are mapped to shiki themes');
  };
  // Shiki knows every language prism needs to be told about.
  eachKey(prism, prefix, warnings, {
    theme: theme('lightTheme'),
    darkTheme: theme('darkTheme'),
    additionalLanguages: accepted,
    defaultLanguage: accepted,
    magicComments: (value, keyPath) => {
      const comments = magicCommentsOf(value);
      if (comments) code.magicComments = comments;
      else warnings.unsupported(keyPath, 'each magic comment needs a className and a line or block: the default highlight comments are read');
    },
  });
  return code;
}

/** `prism.magicComments` in docsite's shape, or undefined when an entry is not of Docusaurus's. */
function magicCommentsOf(value: unknown): NonNullable<UserConfig['code']>['magicComments'] | undefined {
  if (!Array.isArray(value)) return undefined;
  const comments = value.map((entry) => {
    if (!isObject(entry) || typeof entry.className !== 'string') return undefined;
    const line = typeof entry.line === 'string' ? entry.line : undefined;
    const block = isObject(entry.block) && typeof entry.block.start === 'string' && typeof entry.block.end === 'string' ? { start: entry.block.start, end: entry.block.end } : undefined;
    return line || block ? { className: entry.className, ...(line && { line }), ...(block && { block }) } : undefined;
  });
  return comments.every(Boolean) ? (comments as NonNullable<ReturnType<typeof magicCommentsOf>>) : undefined;
}

function mapNavbar(navbar: unknown, prefix: string, docsPlace: DocsPlace, warnings: ConfigWarnings): NonNullable<UserConfig['navbar']> {
  const mapped: NonNullable<UserConfig['navbar']> = {};
  eachKey(navbar, prefix, warnings, {
    title: (value) => (mapped.title = String(value)),
    hideOnScroll: (value) => (mapped.hideOnScroll = Boolean(value)),
    logo: (value, keyPath) => (mapped.logo = mapLogo(value, keyPath, warnings)),
    items: (items, keyPath) => {
      mapped.items = (items as unknown[]).flatMap((item, index) => mapNavbarItem(item, `${keyPath}[${index}]`, docsPlace, warnings));
    },
  });
  return mapped;
}

/** Navbar item types with no docsite counterpart yet, and what the reader sees instead. */
const UNSUPPORTED_NAVBAR_TYPES: Record<string, string> = {
  dropdown: 'the dropdown is left out of the navbar',
  html: 'the item is left out of the navbar',
};

function mapNavbarItem(item: unknown, keyPath: string, docsPlace: DocsPlace, warnings: ConfigWarnings): NavbarItem[] {
  if (!isObject(item)) return [];
  const type = String(item.type ?? 'default');
  // docsite's navbar always has its search box.
  if (type === 'search') return [];
  if (UNSUPPORTED_NAVBAR_TYPES[type]) {
    warnings.add('unsupported-docusaurus-option', `${keyPath}: navbar item type '${type}' is not supported yet: ${UNSUPPORTED_NAVBAR_TYPES[type]}`, keyPath, type);
    return [];
  }
  const position = item.position === 'right' ? ('right' as const) : ('left' as const);
  const common = { label: String(item.label ?? ''), position };
  const rest = (read: string[]) =>
    eachKey(item, keyPath, warnings, Object.fromEntries(['type', 'label', 'position', ...read].map((key) => [key, accepted])));
  const pluginId = sectionIdOf(item, keyPath, docsPlace, warnings);
  const section = pluginId === undefined ? {} : { docsPluginId: pluginId };
  if (type === 'docsVersionDropdown') {
    eachKey(item, keyPath, warnings, { type: accepted, position: accepted, docsPluginId: accepted });
    return [{ type: 'docsVersionDropdown', position, ...section }];
  }
  if (type === 'docsVersion') {
    const mapped: NavbarItem = { type: 'docsVersion', position };
    eachKey(item, keyPath, warnings, {
      type: accepted,
      position: accepted,
      label: (label) => (mapped.label = String(label)),
      to: (to) => (mapped.to = publicPath(String(to))),
      version: (version) => (mapped.version = String(version)),
      docsPluginId: (id) => (mapped.docsPluginId = String(id)),
    });
    return [mapped];
  }
  if (type === 'localeDropdown') {
    eachKey(item, keyPath, warnings, { type: accepted, position: accepted });
    return [{ type: 'localeDropdown', position }];
  }
  if (type === 'docSidebar') {
    rest(['sidebarId', 'docsPluginId']);
    return [{ type: 'docSidebar', sidebarId: String(item.sidebarId), ...common, label: common.label || String(item.sidebarId), ...section }];
  }
  if (type === 'doc') {
    rest(['docId', 'docsPluginId']);
    const place = pluginId === undefined ? docsPlace : docsPlace.sections!.get(pluginId)!;
    const link: NavbarItem = { type: 'link', ...common, to: docRoute(String(item.docId), place) };
    docsPlace.docLinks.set(link, { docId: String(item.docId), ...(pluginId !== undefined && { pluginId }) });
    return [link];
  }
  rest(['to', 'href']);
  if (typeof item.href === 'string') return [{ type: 'link', ...common, href: item.href }];
  return [{ type: 'link', ...common, to: publicPath(String(item.to ?? '/')) }];
}

/**
 * The docs plugin instance a navbar item names (`docsPluginId`), undefined for the default
 * one; an id no instance has is an error naming the field, as in Docusaurus.
 */
function sectionIdOf(item: Record<string, unknown>, keyPath: string, docsPlace: DocsPlace, warnings: ConfigWarnings): string | undefined {
  if (item.docsPluginId === undefined || item.docsPluginId === 'default') return undefined;
  const id = String(item.docsPluginId);
  if (docsPlace.sections?.has(id)) return id;
  const field = `${keyPath}.docsPluginId`;
  const line = warnings.lineOfText(id) ?? warnings.lineOfKeyPath(field);
  const ids = ['default', ...(docsPlace.sections?.keys() ?? [])].join(', ');
  throw new ConfigError(`${field}: no docs plugin instance with id '${id}' (ids: ${ids})`, { source: { file: warnings.file, ...(line ? { line } : {}) }, field });
}

/** The route of a doc id, as docsite gives it when the doc sets no `slug`. */
export function docRoute(docId: string, docsPlace: SectionPlace): string {
  const parts = docId.split('/').map((part) => (docsPlace.stripNumberPrefixes ? parseNumberPrefix(part).name : part));
  if (parts.at(-1) === 'index') parts.pop();
  return '/' + [docsPlace.routeBasePath, ...parts].join('/').replace(/^\/+|\/+$/g, '').replace(/\/+/g, '/');
}

function mapLogo(value: unknown, keyPath: string, warnings: ConfigWarnings): LogoConfig {
  const logo = value as Record<string, unknown>;
  const mapped: LogoConfig = { src: publicPath(logo.src), alt: String(logo.alt ?? '') };
  eachKey(logo, keyPath, warnings, {
    src: accepted,
    alt: accepted,
    srcDark: (src) => (mapped.srcDark = publicPath(src)),
    href: (href) => (mapped.href = String(href)),
    width: (width) => (mapped.width = Number.parseInt(String(width), 10)),
    height: (height) => (mapped.height = Number.parseInt(String(height), 10)),
  });
  return mapped;
}

function mapFooter(footer: unknown, prefix: string, warnings: ConfigWarnings): NonNullable<UserConfig['footer']> {
  const mapped: NonNullable<UserConfig['footer']> = {};
  eachKey(footer, prefix, warnings, {
    style: (value) => (mapped.style = value === 'dark' ? 'dark' : 'light'),
    copyright: (value) => (mapped.copyright = String(value)),
    logo: (value, keyPath) => (mapped.logo = mapLogo(value, keyPath, warnings)),
    links: (value, keyPath) => (mapped.links = mapFooterLinks(value as unknown[], keyPath, warnings)),
  });
  return mapped;
}

function mapFooterLinks(links: unknown[], prefix: string, warnings: ConfigWarnings): LinkGroup[] {
  const groups: LinkGroup[] = [];
  links.forEach((group, index) => {
    const keyPath = `${prefix}[${index}]`;
    if (!isObject(group) || !Array.isArray(group.items)) {
      // Docusaurus's "simple footer": links without columns.
      warnings.add('unsupported-docusaurus-option', `${keyPath}: a footer link outside a column is not supported yet: ignored`, keyPath);
      return;
    }
    const items = group.items.flatMap((item, itemIndex) => mapLinkItem(item, `${keyPath}.items[${itemIndex}]`, warnings));
    eachKey(group, keyPath, warnings, { title: accepted, items: accepted });
    groups.push({ title: String(group.title ?? ''), items });
  });
  return groups;
}

function mapLinkItem(item: unknown, keyPath: string, warnings: ConfigWarnings): LinkItem[] {
  if (!isObject(item)) return [];
  eachKey(item, keyPath, warnings, { label: accepted, to: accepted, href: accepted, html: accepted });
  if (typeof item.html === 'string') return [{ html: item.html }];
  if (typeof item.href === 'string') return [{ label: String(item.label ?? item.href), href: item.href }];
  return [{ label: String(item.label ?? ''), to: publicPath(String(item.to ?? '/')) }];
}
