// `npm start`: build the web app if it is missing or stale, then run the server (migrations run inside it).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
register();
await import('../server/main.ts');
