import type { FastifyRequest } from 'fastify';

/**
 * The origin the app is reached at: PUBLIC_URL when set, otherwise the request's own scheme and
 * host (the forwarded ones behind TRUST_PROXY).
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}
