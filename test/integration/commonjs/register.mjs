import { register } from 'node:module';
register('./logCommonJs.mjs', import.meta.url);
