// `npm start`: build the web app if it is missing or stale, then run the server (migrations run inside it).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
// tsconfig.json's paths (`@core/…`) whatever the working directory.
register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
await import('../server/main.ts');
