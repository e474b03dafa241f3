// The web app's `zod` (web/vite.config.ts points `zod` here): zod itself, told before any schema
// exists never to probe `new Function`, which our CSP forbids (the browser would report a
// violation). Set here rather than by the app's start, so pages without a form never load zod.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
