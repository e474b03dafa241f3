// The database thread's entry: TypeScript is compiled on the fly here as in the server's thread
// (scripts/start.mjs), since a worker thread does not inherit the loader.
import { URL } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./thread.ts');
