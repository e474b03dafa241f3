import { z } from 'zod';
import { pspRequest } from './https-json.ts';
import { type PixProvider, type PspConnection, PspError } from './pix-provider.ts';
import { forgetToken, keepToken, keptToken, tokenKey } from './psp-token-cache.ts';

const Token = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
});
const Cob = z.object({
  txid: z.string(),
  status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  valor: z.object({ original: z.string().regex(/^\d+\.\d{2}$/) }),
  chave: z.string(),
  pixCopiaECola: z.string().optional(),
});

function parsed<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new PspError('refused', `${what}: unexpected answer`);
  return result.data;
}

const reais = (cents: number) => (cents / 100).toFixed(2);
const cents = (original: string) => Math.round(Number(original) * 100);

/** OAuth2 client credentials at {base}/oauth/token (Basic auth), over the same mTLS. */
async function newToken(connection: PspConnection): Promise<string> {
  const basic = Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64');
  const { json } = await pspRequest(connection, {
    method: 'POST',
    url: `${connection.baseUrl}/oauth/token`,
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = parsed(Token, json, 'oauth/token');
  const authorization = `Bearer ${token.access_token}`;
  keepToken(tokenKey(connection), authorization, token.expires_in);
  return authorization;
}

/**
 * A call with the connection's bearer token: the kept one while it lasts; if the PSP refuses a
 * kept token (401), once more with a new one.
 */
async function withBearer(
  connection: PspConnection,
  request: { method: string; url: string; body?: string },
) {
  const send = (authorization: string) =>
    pspRequest(connection, {
      ...request,
      headers: { authorization, 'content-type': 'application/json' },
    });
  const key = tokenKey(connection);
  const kept = keptToken(key);
  if (!kept) return send(await newToken(connection));
  try {
    return await send(kept);
  } catch (error) {
    if (!(error instanceof PspError) || error.status !== 401) throw error;
    forgetToken(key);
    return send(await newToken(connection));
  }
}

/** The Banco Central's standard Pix API (cob, webhook), as PSPs publish it. */
export const bcbStandardPix: PixProvider = {
  async createCharge(connection, charge) {
    const { json } = await withBearer(connection, {
      method: 'PUT',
      url: `${connection.baseUrl}/v2/cob/${charge.txid}`,
      body: JSON.stringify({
        calendario: { expiracao: charge.expiresInSeconds },
        valor: { original: reais(charge.amountCents) },
        chave: connection.pixKey,
        solicitacaoPagador: charge.description.slice(0, 140),
      }),
    });
    const cob = parsed(Cob, json, 'cob');
    if (!cob.pixCopiaECola || cob.txid !== charge.txid) {
      throw new PspError('refused', 'cob: no pixCopiaECola');
    }
    return { txid: cob.txid, brCode: cob.pixCopiaECola };
  },

  async readCharge(connection, txid) {
    const { json } = await withBearer(connection, {
      method: 'GET',
      url: `${connection.baseUrl}/v2/cob/${txid}`,
    });
    const cob = parsed(Cob, json, 'cob');
    return { status: cob.status, amountCents: cents(cob.valor.original), pixKey: cob.chave };
  },

  async registerWebhook(connection, webhookUrl) {
    await withBearer(connection, {
      method: 'PUT',
      url: `${connection.baseUrl}/v2/webhook/${encodeURIComponent(connection.pixKey)}`,
      body: JSON.stringify({ webhookUrl }),
    });
  },
};
