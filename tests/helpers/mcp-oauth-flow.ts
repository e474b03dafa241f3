// The steps an MCP client takes to sign in, as raw HTTP through the real app (tests only).
import { createHash, randomBytes } from 'node:crypto';
import { bearer } from './factories.ts';
import type { TestApp } from './test-app.ts';

// A test client's registered callback: nothing listens there, the tests read the redirect's
// Location header. Loopback http is what native MCP clients register (RFC 8252).
export const REDIRECT_URI = 'http://127.0.0.1:7777/callback';
const HOST = 'agendei.test';
export const ORIGIN = `http://${HOST}`;
export const RESOURCE = `${ORIGIN}/mcp-server`;

/** A PKCE verifier and its S256 challenge, as a client makes them (RFC 7636 §4.2). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST },
  payload: new URLSearchParams(fields).toString(),
});

export const registerClient = (t: TestApp, metadata: object) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/register',
    headers: { host: HOST },
    payload: metadata,
  });

/** A registered public client with the loopback redirect URI; its client_id. */
export async function newClientId(t: TestApp, name = 'Claude'): Promise<string> {
  const response = await registerClient(t, { client_name: name, redirect_uris: [REDIRECT_URI] });
  if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
  return response.json().client_id as string;
}

/** GET /oauth/authorize as the browser opens it; the answer is a redirect. */
export function authorize(
  t: TestApp,
  clientId: string,
  challenge: string,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'estado-123',
    resource: RESOURCE,
    ...extra,
  });
  return t.app.inject({ method: 'GET', url: `/oauth/authorize?${query}`, headers: { host: HOST } });
}

/** The consent screen's request id from the authorization redirect. */
export async function consentRequestId(t: TestApp, clientId: string, challenge: string) {
  const response = await authorize(t, clientId, challenge);
  const location = new URL(response.headers.location as string);
  if (response.statusCode !== 302 || location.pathname !== '/conectar-assistente') {
    throw new Error(`authorize: ${response.statusCode} ${response.headers.location}`);
  }
  return location.searchParams.get('pedido')!;
}

export const decide = (t: TestApp, token: string, requestId: string, choice: 'approve' | 'deny') =>
  t.app.inject({
    method: 'POST',
    url: `/api/oauth/authorization-requests/${requestId}/${choice}`,
    headers: bearer(token),
  });

/** The code an admin's 'Permitir' sends back to the client. */
export async function approvedCode(t: TestApp, adminToken: string, clientId: string) {
  const { verifier, challenge } = pkcePair();
  const requestId = await consentRequestId(t, clientId, challenge);
  const response = await decide(t, adminToken, requestId, 'approve');
  if (response.statusCode !== 200) throw new Error(`approve: ${response.body}`);
  const code = new URL(response.json().redirectTo).searchParams.get('code')!;
  return { code, verifier };
}

export const tokenRequest = (t: TestApp, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', ...form(fields) });

export const exchangeCode = (t: TestApp, clientId: string, code: string, verifier: string) =>
  tokenRequest(t, {
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
    resource: RESOURCE,
  });

export const revokeRequest = (t: TestApp, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/oauth/revoke', ...form(fields) });

/** An assistant the admin connected: its client id and first tokens. */
export async function connectedAssistant(t: TestApp, adminToken: string, name = 'Claude') {
  const clientId = await newClientId(t, name);
  const { code, verifier } = await approvedCode(t, adminToken, clientId);
  const response = await exchangeCode(t, clientId, code, verifier);
  if (response.statusCode !== 200) throw new Error(`token: ${response.body}`);
  const tokens = response.json() as { access_token: string; refresh_token: string };
  return { clientId, ...tokens };
}

/** A tools/call of list_professionals on the MCP server, reached at `host`. */
export const listProfessionalsCall = (t: TestApp, accessToken: string, host = HOST) =>
  t.app.inject({
    method: 'POST',
    url: '/mcp-server',
    headers: { ...bearer(accessToken), host, accept: 'application/json, text/event-stream' },
    payload: {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_professionals', arguments: {} },
    },
  });
