import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on loopback that forwards as the README's nginx does:
 * `X-Forwarded-For $proxy_add_x_forwarded_for` (whatever the client sent, then the address it
 * connected from), `X-Forwarded-Proto https` and the Host asked for. Bodies and answers stream
 * through, so live-update streams stay open. It connects to the app from 127.0.0.2, so a list of
 * trusted proxies can name it apart from its clients on 127.0.0.1.
 */
export const PROXY_ADDRESS = '127.0.0.2';

export async function startForwardingProxy(target: string) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const sent = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = sent ? `${[sent].flat().join(', ')}, ${client}` : client;
    const proxied = http.request(
      {
        hostname: upstream.hostname,
        localAddress: PROXY_ADDRESS,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': request.headers.host ?? '',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', () => response.destroy());
    response.on('close', () => proxied.destroy());
    request.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON POST made from a given loopback address (fetch cannot choose its own). */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
