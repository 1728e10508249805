// Starlight peer for `npm run bench`: the same corpus under src/content/docs.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://corpus.example',
  integrations: [starlight({ title: 'Corpus', pagefind: false })],
});
