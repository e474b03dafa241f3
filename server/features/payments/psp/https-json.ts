import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { type PspConnection, PspError } from './pix-provider.ts';

const TIMEOUT_MS = 10_000;

/** The https agent of one connection: its client certificate (mTLS) and the trusted CAs. */
function agentOf(connection: PspConnection) {
  return new https.Agent({
    cert: connection.certificate,
    key: connection.privateKey,
    ca: connection.ca ? [...rootCertificates, connection.ca] : undefined,
    keepAlive: false,
  });
}

/** One JSON request to the PSP with the office's client certificate; a 4xx/5xx is a PspError. */
export function pspRequest(
  connection: PspConnection,
  {
    method,
    url,
    headers = {},
    body,
  }: { method: string; url: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method,
        agent: agentOf(connection),
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 400) {
            const kind = status >= 500 ? 'unreachable' : 'refused';
            reject(new PspError(kind, `${method} ${url}: ${status} ${text.slice(0, 300)}`, status));
            return;
          }
          try {
            resolve({ status, json: text ? JSON.parse(text) : null });
          } catch {
            reject(new PspError('refused', `${method} ${url}: not JSON`));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      reject(error instanceof PspError ? error : new PspError('unreachable', error.message)),
    );
    request.end(body);
  });
}
