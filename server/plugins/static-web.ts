import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(distDir: string): string | undefined {
  const file = path.join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Serves the built web app: hashed assets cached for a year, every other page gets index.html. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string, indexHtml?: string) {
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (!wantsPage || !indexHtml) throw new AppError('NOT_FOUND', messages.generic.notFound);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  });
}
