import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { toggleMcp } from '../../mcp/mcp-test-setup.ts';
import {
  approvedCode,
  connectedAssistant,
  exchangeCode,
  listProfessionalsCall,
  newClientId,
  pkcePair,
  revokeRequest,
  tokenRequest,
} from '@tests/helpers/mcp-oauth-flow.ts';
import { oauthErrorDescriptions, oauthTexts } from './oauth-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An admin of a new organization with MCP switched on. */
async function mcpAdmin() {
  const admin = await registerAdmin(t);
  await toggleMcp(t, admin.token, true);
  return admin;
}

const refresh = (clientId: string, refreshToken: string) =>
  tokenRequest(t, {
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  });

describe('an assistant signs in with an authorization code and PKCE', () => {
  it('gets tokens for a code the admin approved, and calls the MCP server with them', async () => {
    const admin = await mcpAdmin();
    const clientId = await newClientId(t);
    const { code, verifier } = await approvedCode(t, admin.token, clientId);
    const response = await exchangeCode(t, clientId, code, verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^agd_oat_[\w-]{43}$/);
    expect(tokens.refresh_token).toMatch(/^agd_ort_[\w-]{43}$/);
    const call = await listProfessionalsCall(t, tokens.access_token);
    expect(call.statusCode).toBe(200);
    expect(call.json().result.structuredContent.professionals).toEqual([
      expect.objectContaining({ name: 'Ana Souza' }),
    ]);
  });

  it('refuses a code_verifier that does not answer the challenge, and issues nothing', async () => {
    const admin = await mcpAdmin();
    const clientId = await newClientId(t);
    const { code } = await approvedCode(t, admin.token, clientId);
    const wrong = await exchangeCode(t, clientId, code, pkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect(wrong.json().access_token).toBeUndefined();
  });

  it('takes a code once: a second use fails and stops the tokens of the first (a leaked code)', async () => {
    const admin = await mcpAdmin();
    const clientId = await newClientId(t);
    const { code, verifier } = await approvedCode(t, admin.token, clientId);
    const first = await exchangeCode(t, clientId, code, verifier);
    expect(first.statusCode).toBe(200);
    const again = await exchangeCode(t, clientId, code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await listProfessionalsCall(t, first.json().access_token)).statusCode).toBe(401);
  });

  it("refuses another client's code", async () => {
    const admin = await mcpAdmin();
    const clientId = await newClientId(t);
    const other = await newClientId(t, 'Outro');
    const { code, verifier } = await approvedCode(t, admin.token, clientId);
    const response = await exchangeCode(t, other, code, verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('tokens are bound to this MCP server (their audience)', () => {
  it('refuses a token issued for this server at one address when used at another', async () => {
    const admin = await mcpAdmin();
    const { access_token } = await connectedAssistant(t, admin.token);
    const elsewhere = await listProfessionalsCall(t, access_token, 'other-host.test');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.headers['www-authenticate']).toContain('error="invalid_token"');
    expect((await listProfessionalsCall(t, access_token)).statusCode).toBe(200);
  });
});

describe('refresh and revocation', () => {
  it('rotates the refresh token: the new pair works, the old pair does not', async () => {
    const admin = await mcpAdmin();
    const first = await connectedAssistant(t, admin.token);
    const response = await refresh(first.clientId, first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await listProfessionalsCall(t, second.access_token)).statusCode).toBe(200);
    expect((await listProfessionalsCall(t, first.access_token)).statusCode).toBe(401);
  });

  it('treats a rotated refresh token used again as stolen: the whole connection stops', async () => {
    const admin = await mcpAdmin();
    const first = await connectedAssistant(t, admin.token);
    const second = (await refresh(first.clientId, first.refresh_token)).json();
    const replay = await refresh(first.clientId, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await listProfessionalsCall(t, second.access_token)).statusCode).toBe(401);
    expect((await refresh(first.clientId, second.refresh_token)).statusCode).toBe(400);
  });

  it('revokes the connection when the client revokes its token (RFC 7009)', async () => {
    const admin = await mcpAdmin();
    const { clientId, access_token, refresh_token } = await connectedAssistant(t, admin.token);
    const response = await revokeRequest(t, { client_id: clientId, token: refresh_token });
    expect(response.statusCode).toBe(200);
    expect((await listProfessionalsCall(t, access_token)).statusCode).toBe(401);
    expect((await refresh(clientId, refresh_token)).statusCode).toBe(400);
    const unknown = await revokeRequest(t, { client_id: clientId, token: 'agd_oat_unknown' });
    expect(unknown.statusCode).toBe(200);
  });

  it('answers 403 while MCP is switched off, and works again once it is back on', async () => {
    const admin = await mcpAdmin();
    const { access_token } = await connectedAssistant(t, admin.token);
    await toggleMcp(t, admin.token, false);
    expect((await listProfessionalsCall(t, access_token)).statusCode).toBe(403);
    await toggleMcp(t, admin.token, true);
    expect((await listProfessionalsCall(t, access_token)).statusCode).toBe(200);
  });

  it('keeps the agd_mcp_… tokens working beside OAuth', async () => {
    const admin = await mcpAdmin();
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-mcp-token',
      headers: bearer(admin.token),
    });
    const legacy = generated.json().mcpToken as string;
    expect((await listProfessionalsCall(t, legacy)).statusCode).toBe(200);
  });
});

describe('OAuth errors speak pt-BR', () => {
  it('describes every token and revocation error with a pt-BR sentence, never a zod dump', async () => {
    const admin = await mcpAdmin();
    const clientId = await newClientId(t);
    const { code } = await approvedCode(t, admin.token, clientId);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'invalid_request', oauthErrorDescriptions.invalid_request!],
      [
        { client_id: 'nope', grant_type: 'refresh_token' },
        'invalid_client',
        oauthErrorDescriptions.invalid_client!,
      ],
      [{ client_id: clientId }, 'invalid_request', oauthErrorDescriptions.invalid_request!],
      [
        { client_id: clientId, grant_type: 'password' },
        'unsupported_grant_type',
        oauthErrorDescriptions.unsupported_grant_type!,
      ],
      [
        {
          client_id: clientId,
          grant_type: 'authorization_code',
          code,
          code_verifier: pkcePair().verifier,
        },
        'invalid_grant',
        oauthErrorDescriptions.invalid_grant!,
      ],
      [
        {
          client_id: clientId,
          grant_type: 'authorization_code',
          code: 'agd_oac_nope',
          code_verifier: pkcePair().verifier,
        },
        'invalid_grant',
        oauthTexts.invalidCode,
      ],
      [
        { client_id: clientId, grant_type: 'refresh_token', refresh_token: 'agd_ort_nope' },
        'invalid_grant',
        oauthTexts.invalidRefresh,
      ],
    ];
    for (const [fields, error, description] of cases) {
      const response = await tokenRequest(t, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json(), JSON.stringify(fields)).toEqual({
        error,
        error_description: description,
      });
    }
    const revoke = await revokeRequest(t, { client_id: clientId });
    expect(revoke.json()).toEqual({
      error: 'invalid_request',
      error_description: oauthErrorDescriptions.invalid_request,
    });
  });
});
