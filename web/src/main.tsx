import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';

// The CSP forbids eval: without this, zod probes `new Function` and the browser reports a violation.
// Only the lazily loaded forms parse with zod: set it as zod arrives (the chunk they share), so
// zod stays out of the entry that every page, the public booking page first, downloads.
void import('zod/v4/core').then(({ config }) => config({ jitless: true }));

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
