// The database thread's entry: TypeScript is compiled on the fly here as in the server's thread
// (scripts/start.mjs), since a worker thread does not inherit the loader.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
