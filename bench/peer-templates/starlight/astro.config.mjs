// Starlight peer for `npm run bench`: the same corpus under src/content/docs. The bench writes
// sidebar.json beside this file for a corpus with an explicit sidebar; without it Starlight
// autogenerates the sidebar from the folders.
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

const sidebarFile = new URL('./sidebar.json', import.meta.url);
const sidebar = existsSync(sidebarFile) ? JSON.parse(readFileSync(sidebarFile, 'utf8')) : undefined;

export default defineConfig({
  site: 'https://corpus.example',
  integrations: [starlight({ title: 'Corpus', pagefind: false, ...(sidebar ? { sidebar } : {}) })],
});
