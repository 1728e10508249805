import { register } from 'node:module';
register('./logModules.mjs', import.meta.url);
