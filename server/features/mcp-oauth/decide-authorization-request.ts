import { AppError } from '@core/app-error.ts';
import { oauthMessages } from '@core/messages-oauth.ts';
import type { ConsentDecisionDto } from '@core/schemas/mcp-oauth.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { consentRefusal, ownAuthorizationRequest } from './consent-request.ts';
import { deleteAuthorizationRequest } from './oauth-clients.repository.ts';
import { findLiveGrant, insertGrant } from './oauth-grants.repository.ts';
import { CODE_PREFIX, CODE_TTL_MS, newOAuthSecret } from './oauth-secrets.ts';
import { oauthTexts } from './oauth-texts.ts';
import { insertCode } from './oauth-tokens.repository.ts';
import { redirectWith } from './redirect-with.ts';

const m = oauthMessages;

interface Decision {
  actor: Actor;
  requestId: string;
  now?: Date;
}

/**
 * 'Permitir': the admin connects the assistant to their organization. The grant (one per client,
 * admin and resource) is made or reused, and a single-use code bound to the request's PKCE
 * challenge and redirect URI goes back to the client.
 */
export async function approveAuthorizationRequest(
  db: Db,
  { actor, requestId, now = new Date() }: Decision,
): Promise<ConsentDecisionDto> {
  const request = await ownAuthorizationRequest(db, { actor, requestId, now });
  const refusal = await consentRefusal(db, actor);
  if (refusal)
    throw new AppError('FORBIDDEN', refusal === 'admin-only' ? m.adminOnly : m.mcpDisabled);
  const code = newOAuthSecret(CODE_PREFIX);
  await db.transaction(async (tx) => {
    if (!(await deleteAuthorizationRequest(tx, request.id))) {
      throw new AppError('NOT_FOUND', m.requestExpired);
    }
    const owner = {
      organizationId: actor.organizationId,
      userId: actor.userId,
      clientId: request.clientId,
      resource: request.resource,
    };
    let grant = await findLiveGrant(tx, owner);
    if (!grant) {
      grant = await insertGrant(tx, owner);
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: 'create',
        entity: 'mcp_connection',
        entityId: grant.id,
        after: { client: request.clientName ?? m.unnamedClient },
      });
    }
    await insertCode(
      tx,
      {
        codeHash: hashSessionToken(code),
        grantId: grant.id,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
      now,
    );
  });
  return { redirectTo: redirectWith(request, { code, state: request.state }) };
}

/**
 * 'Recusar': the client hears access_denied (RFC 6749 §4.1.2.1) and nothing is granted. Only the
 * user who opened the request (a professional may refuse) or an admin of their office.
 */
export async function denyAuthorizationRequest(
  db: Db,
  { actor, requestId, now = new Date() }: Decision,
): Promise<ConsentDecisionDto> {
  const request = await ownAuthorizationRequest(db, { actor, requestId, now });
  if (!(await deleteAuthorizationRequest(db, request.id))) {
    throw new AppError('NOT_FOUND', m.requestExpired);
  }
  return {
    redirectTo: redirectWith(request, {
      error: 'access_denied',
      error_description: oauthTexts.userDenied,
      state: request.state,
    }),
  };
}
