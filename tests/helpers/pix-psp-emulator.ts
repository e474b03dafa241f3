import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { crc16Ccitt } from './emv-decoder.ts';
import type { TestCertificates } from './test-certificates.ts';

export const PSP_CLIENT_ID = 'agendei-escritorio';
export const PSP_CLIENT_SECRET = 'segredo-do-psp-0123456789';
export const PSP_PIX_KEY = 'pix@escritorio.example.com';

/** A charge as the emulator keeps it (the standard's cob). */
export interface EmulatedCob {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  location: string;
  pixCopiaECola: string;
}

/** One request as it arrived, with the client certificate's subject (mTLS). */
export interface EmulatedRequest {
  method: string;
  path: string;
  clientCertificate: string | undefined;
  body: unknown;
}

/** Posts the webhook to our server: by fetch, or through the test app's inject(). */
export type DeliverWebhook = (url: string, body: object) => Promise<number>;

const TXID = /^[a-zA-Z0-9]{26,35}$/;

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code (point of initiation 12) naming the charge's location, CRC included. */
function dynamicBrCode(location: string) {
  const account = field('00', 'br.gov.bcb.pix') + field('25', location);
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', 'ESCRITORIO TESTE') +
    field('60', 'SAO PAULO') +
    field('62', field('05', '***')) +
    '6304';
  return payload + crc16Ccitt(payload);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const send = (response: ServerResponse, status: number, body?: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body ? JSON.stringify(body) : undefined);
};

const problem = (status: number, title: string) => ({
  type: `https://pix.bcb.gov.br/api/v2/error/${title}`,
  title,
  status,
});

/**
 * A loopback PSP that speaks the Banco Central's standard Pix API (oauth/token, cob, webhook) over
 * HTTPS and refuses any caller without a client certificate of the test CA (mTLS). `pay()` settles
 * a charge and posts the standard's webhook to the registered URL + '/pix'.
 */
export async function startPixPspEmulator(
  certificates: TestCertificates,
  { deliver = fetchDeliver }: { deliver?: DeliverWebhook } = {},
) {
  const cobs = new Map<string, EmulatedCob>();
  const tokens = new Set<string>();
  const requests: EmulatedRequest[] = [];
  const webhooks = new Map<string, string>();
  const state = { down: false };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const socket = request.socket as TLSSocket;
    const url = new URL(request.url ?? '/', 'https://psp.local');
    const text = await readBody(request);
    const json = request.headers['content-type']?.startsWith('application/json') && text;
    const body = json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
    const subject = socket.getPeerCertificate()?.subject?.CN;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      clientCertificate: Array.isArray(subject) ? subject[0] : subject,
      body: body ?? text,
    });
    if (state.down) return send(response, 503, problem(503, 'ServicoIndisponivel'));
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const basic = `Basic ${Buffer.from(`${PSP_CLIENT_ID}:${PSP_CLIENT_SECRET}`).toString('base64')}`;
      if (
        request.headers.authorization !== basic ||
        !text.includes('grant_type=client_credentials')
      ) {
        return send(response, 401, { error: 'invalid_client' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return send(response, 401, problem(401, 'AcessoNegado'));
    const cobPath = /^\/v2\/cob\/([^/]+)$/.exec(url.pathname);
    if (cobPath && request.method === 'PUT') return putCob(response, cobPath[1]!, body);
    if (cobPath && request.method === 'GET') {
      const cob = cobs.get(cobPath[1]!);
      return cob
        ? send(response, 200, cob)
        : send(response, 404, problem(404, 'Cobranca-NaoEncontrada'));
    }
    const hook = /^\/v2\/webhook\/([^/]+)$/.exec(url.pathname);
    if (hook && request.method === 'PUT') {
      const webhookUrl = body?.webhookUrl;
      if (typeof webhookUrl !== 'string' || !/^https?:\/\//.test(webhookUrl)) {
        return send(response, 400, problem(400, 'WebhookOperacaoInvalida'));
      }
      webhooks.set(decodeURIComponent(hook[1]!), webhookUrl);
      return send(response, 204);
    }
    return send(response, 404, problem(404, 'NaoEncontrado'));
  }

  function putCob(
    response: ServerResponse,
    txid: string,
    body: Record<string, unknown> | undefined,
  ) {
    const valor = body?.valor as { original?: unknown } | undefined;
    const calendario = body?.calendario as { expiracao?: unknown } | undefined;
    const valid =
      TXID.test(txid) &&
      typeof valor?.original === 'string' &&
      /^\d{1,10}\.\d{2}$/.test(valor.original) &&
      typeof body?.chave === 'string' &&
      Number.isInteger(calendario?.expiracao);
    if (!valid) return send(response, 400, problem(400, 'CobOperacaoInvalida'));
    const existing = cobs.get(txid);
    if (existing) return send(response, 200, existing);
    const location = `psp.local/qr/v2/${randomBytes(12).toString('hex')}`;
    const cob: EmulatedCob = {
      txid,
      status: 'ATIVA',
      calendario: { criacao: new Date().toISOString(), expiracao: calendario!.expiracao as number },
      valor: { original: valor.original as string },
      chave: body!.chave as string,
      ...(typeof body?.solicitacaoPagador === 'string'
        ? { solicitacaoPagador: body.solicitacaoPagador }
        : {}),
      location,
      pixCopiaECola: dynamicBrCode(location),
    };
    cobs.set(txid, cob);
    return send(response, 201, cob);
  }

  const server = https.createServer(
    {
      key: certificates.server.key,
      cert: certificates.server.cert,
      ca: certificates.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      handle(request, response).catch(() => send(response, 500, problem(500, 'ErroInterno')));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The client pays: the charge is concluded and the PSP posts the webhook; its HTTP status. */
  async function pay(txid: string, { valor }: { valor?: string } = {}) {
    const cob = cobs.get(txid);
    if (!cob) throw new Error(`no cob ${txid}`);
    cob.status = 'CONCLUIDA';
    return deliver(`${webhooks.get(cob.chave)}/pix`, webhookBody(cob, valor));
  }

  /** The body the PSP posts for a payment of `cob` (to replay or forge it). */
  function webhookBody(cob: EmulatedCob, valor = cob.valor.original) {
    const endToEndId = `E${'12345678'}${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 32);
    return { pix: [{ endToEndId, txid: cob.txid, valor, horario: new Date().toISOString() }] };
  }

  return {
    baseUrl: `https://127.0.0.1:${port}`,
    cobs,
    requests,
    webhooks,
    pay,
    webhookBody,
    setDown(down: boolean) {
      state.down = down;
    },
    /** The PSP forgets every token it gave (as after a key rotation): callers get 401. */
    revokeTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PixPspEmulator = Awaited<ReturnType<typeof startPixPspEmulator>>;

async function fetchDeliver(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}
