import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { connectedAssistant, newClientId, pkcePair } from '@tests/helpers/mcp-oauth-flow.ts';
import { toggleMcp } from '../../mcp/mcp-test-setup.ts';
import { deleteUnusedClients, findClient } from './oauth-clients.repository.ts';
import { REQUEST_TTL_MS } from './oauth-secrets.ts';
import { startAuthorization } from './start-authorization.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

describe('clients registered and never used are pruned', () => {
  it('deletes the clients registered before the cutoff with no grant ever, and keeps the rest', async () => {
    const admin = await registerAdmin(t);
    await toggleMcp(t, admin.token, true);
    const unused = await newClientId(t, 'Nunca usado');
    const { clientId: connected } = await connectedAssistant(t, admin.token, 'Conectado');
    const revoked = await connectedAssistant(t, admin.token, 'Revogado');
    await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'agendei.test' },
      payload: new URLSearchParams({ client_id: revoked.clientId, token: revoked.refresh_token }),
    });
    const waiting = await newClientId(t, 'Esperando o consentimento');
    const tomorrow = new Date(Date.now() + DAY_MS + 60_000);
    // Registered over a day ago, and signing in right now: its pending request keeps it.
    const resource = 'http://agendei.test/mcp-server';
    await startAuthorization(t.db, {
      query: {
        response_type: 'code',
        client_id: waiting,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      },
      resource,
      now: new Date(tomorrow.getTime() - REQUEST_TTL_MS / 2),
    });

    expect(await deleteUnusedClients(t.db, new Date(Date.now() - DAY_MS), new Date())).toBe(0);
    expect(await findClient(t.db, unused)).toBeDefined();

    const deleted = await deleteUnusedClients(
      t.db,
      new Date(tomorrow.getTime() - DAY_MS),
      tomorrow,
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await findClient(t.db, unused)).toBeUndefined();
    expect(await findClient(t.db, connected)).toBeDefined();
    expect(await findClient(t.db, revoked.clientId)).toBeDefined();
    expect(await findClient(t.db, waiting)).toBeDefined();
  });
});
