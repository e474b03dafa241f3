import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthMessages } from '@core/messages-oauth.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { toggleMcp } from '../../mcp/mcp-test-setup.ts';
import {
  ORIGIN,
  REDIRECT_URI,
  connectedAssistant,
  consentRequestId,
  decide,
  listProfessionalsCall,
  newClientId,
  pkcePair,
} from '@tests/helpers/mcp-oauth-flow.ts';
import { oauthTexts } from './oauth-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function mcpAdmin(organizationName?: string) {
  const admin = await registerAdmin(t, organizationName ? { organizationName } : {});
  await toggleMcp(t, admin.token, true);
  return admin;
}

const describeRequest = (token: string, requestId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/oauth/authorization-requests/${requestId}`,
    headers: bearer(token),
  });

const connections = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/mcp-connections', headers: bearer(token) });

const revokeConnection = (token: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/mcp-connections/${id}/revoke`,
    headers: bearer(token),
  });

describe('the consent screen', () => {
  it('names the client, where the browser goes back and the organization', async () => {
    const admin = await mcpAdmin('Souza Advogados');
    const requestId = await consentRequestId(t, await newClientId(t, 'Claude'), 'c'.repeat(43));
    const response = await describeRequest(admin.token, requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientName: 'Claude',
      returnsTo: '127.0.0.1:7777',
      organizationName: 'Souza Advogados',
      refusal: null,
    });
  });

  it('lets only an admin allow: a professional is told why, and cannot approve (403)', async () => {
    const admin = await mcpAdmin();
    const professional = await signedInProfessional(t, admin.user.organizationId);
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    const seen = await describeRequest(professional.token, requestId);
    expect(seen.json().refusal).toBe('admin-only');
    const approved = await decide(t, professional.token, requestId, 'approve');
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe(oauthMessages.adminOnly);
  });

  it('refuses to connect while MCP is switched off in the organization', async () => {
    const admin = await registerAdmin(t);
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    expect((await describeRequest(admin.token, requestId)).json().refusal).toBe('mcp-disabled');
    const approved = await decide(t, admin.token, requestId, 'approve');
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe(oauthMessages.mcpDisabled);
  });

  it("sends 'Recusar' back to the client as access_denied, and the request is gone", async () => {
    const admin = await mcpAdmin();
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    const denied = await decide(t, admin.token, requestId, 'deny');
    expect(denied.statusCode).toBe(200);
    const back = new URL(denied.json().redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe(oauthTexts.userDenied);
    expect(back.searchParams.get('state')).toBe('estado-123');
    expect(back.searchParams.get('iss')).toBe(ORIGIN);
    expect(back.searchParams.get('code')).toBeNull();
    const again = await decide(t, admin.token, requestId, 'approve');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(oauthMessages.requestExpired);
  });

  it('names the issuer beside the code it sends back (RFC 9207)', async () => {
    const admin = await mcpAdmin();
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    const approved = await decide(t, admin.token, requestId, 'approve');
    const back = new URL(approved.json().redirectTo);
    expect(back.searchParams.get('code')).toMatch(/^agd_oac_/);
    expect(back.searchParams.get('iss')).toBe(ORIGIN);
    expect(back.searchParams.get('state')).toBe('estado-123');
  });

  it('lets only the user who opened a request, or an admin of their office, decide it; anyone else leaves it pending', async () => {
    const admin = await mcpAdmin();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await mcpAdmin('Outro Escritório');
    const strangerProfessional = await signedInProfessional(t, stranger.user.organizationId);
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    expect((await describeRequest(admin.token, requestId)).statusCode).toBe(200);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/oauth/authorization-requests/${requestId}/deny`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const other of [stranger, strangerProfessional, colleague]) {
      const denied = await decide(t, other.token, requestId, 'deny');
      expect(denied.statusCode).toBe(404);
      expect(denied.json().message).toBe(oauthMessages.requestExpired);
      expect((await describeRequest(other.token, requestId)).statusCode).toBe(404);
    }
    const foreignApproval = await decide(t, stranger.token, requestId, 'approve');
    expect(foreignApproval.statusCode).toBe(404);

    const approved = await decide(t, admin.token, requestId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(new URL(approved.json().redirectTo).searchParams.get('code')).toMatch(/^agd_oac_/);
  });

  it('lets a professional who opened the request refuse it, or an admin of the office allow it', async () => {
    const admin = await mcpAdmin();
    const professional = await signedInProfessional(t, admin.user.organizationId);
    const refused = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    expect((await describeRequest(professional.token, refused)).json().refusal).toBe('admin-only');
    const denied = await decide(t, professional.token, refused, 'deny');
    expect(denied.statusCode).toBe(200);
    expect(new URL(denied.json().redirectTo).searchParams.get('error')).toBe('access_denied');

    const handedOver = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    await describeRequest(professional.token, handedOver);
    const approved = await decide(t, admin.token, handedOver, 'approve');
    expect(approved.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const requestId = await consentRequestId(t, await newClientId(t), pkcePair().challenge);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/authorization-requests/${requestId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("'Integrações IA' lists and revokes the connected assistants", () => {
  it('lists each connected client with who connected it and when it was last used', async () => {
    const admin = await mcpAdmin();
    const { access_token } = await connectedAssistant(t, admin.token, 'ChatGPT');
    const before = (await connections(admin.token)).json();
    expect(before).toEqual([
      expect.objectContaining({
        clientName: 'ChatGPT',
        connectedBy: 'Ana Souza',
        lastUsedAt: null,
      }),
    ]);
    await listProfessionalsCall(t, access_token);
    const [after] = (await connections(admin.token)).json();
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("revokes a connection: the assistant's next call gets 401 and its refresh fails", async () => {
    const admin = await mcpAdmin();
    const { access_token } = await connectedAssistant(t, admin.token);
    const [connection] = (await connections(admin.token)).json();
    const revoked = await revokeConnection(admin.token, connection.id);
    expect(revoked.json()).toEqual({ revoked: true });
    const refused = await listProfessionalsCall(t, access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
    expect((await connections(admin.token)).json()).toEqual([]);
  });

  it("keeps each organization's connections and data to itself", async () => {
    const souza = await mcpAdmin('Souza Advogados');
    const lima = await mcpAdmin('Lima Advocacia');
    const limaAssistant = await connectedAssistant(t, lima.token);
    const [limaConnection] = (await connections(lima.token)).json();
    expect((await connections(souza.token)).json()).toEqual([]);
    const foreign = await revokeConnection(souza.token, limaConnection.id);
    expect(foreign.statusCode).toBe(404);
    const call = await listProfessionalsCall(t, limaAssistant.access_token);
    expect(call.statusCode).toBe(200);
    const ids = call
      .json()
      .result.structuredContent.professionals.map(
        (professional: { id: string }) => professional.id,
      );
    expect(ids).toEqual([lima.user.id]);
  });

  it('keeps the list and the revocation from a professional (403)', async () => {
    const admin = await mcpAdmin();
    const professional = await signedInProfessional(t, admin.user.organizationId);
    expect((await connections(professional.token)).statusCode).toBe(403);
  });
});
