// Docusaurus peer for `npm run bench`: the same corpus, docs only, with Docusaurus Faster.
export default {
  title: 'Corpus',
  url: 'https://corpus.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { path: 'docs', sidebarPath: './sidebars.js' }, blog: false, theme: {} }]],
};
