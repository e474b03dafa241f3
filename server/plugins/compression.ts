import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses every answer over 1 KB (pages, JSON, files without a precompressed copy) with
 * Brotli or gzip, as the browser's Accept-Encoding allows, and says so in Vary. Scripts and
 * stylesheets already come precompressed at build time and are left alone; the live event
 * stream is hijacked and never passes through here. Compressed request bodies stay refused.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
});
