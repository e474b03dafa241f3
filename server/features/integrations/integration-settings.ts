import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { maskToken } from './integration-tokens.ts';
import {
  type TokenKind,
  findIntegrationSettings,
  findLiveToken,
  setIntegrationSwitch,
} from './integrations.repository.ts';

/** The switches and the (masked) live tokens of the admin's organization. */
export async function getIntegrationSettings(
  db: Db,
  { actor, now = new Date() }: { actor: Actor; now?: Date },
): Promise<IntegrationSettingsDto> {
  const settings = await findIntegrationSettings(db, actor.organizationId);
  const api = await findLiveToken(db, actor.organizationId, 'api', now);
  const mcp = await findLiveToken(db, actor.organizationId, 'mcp', now);
  return {
    apiEnabled: settings.apiEnabled,
    mcpEnabled: settings.mcpEnabled,
    hasApiToken: Boolean(api),
    hasMcpToken: Boolean(mcp),
    apiToken: maskToken(api),
    mcpToken: maskToken(mcp),
    apiTokenExpiresAt: api?.expiresAt.toISOString() ?? null,
    mcpTokenExpiresAt: mcp?.expiresAt.toISOString() ?? null,
  };
}

/** Switches the REST API or the MCP server on or off for the organization (audited). */
export async function toggleIntegration(
  db: Db,
  { actor, kind, enabled }: { actor: Actor; kind: TokenKind; enabled: boolean },
) {
  const field = kind === 'api' ? 'apiEnabled' : 'mcpEnabled';
  await db.transaction(async (tx) => {
    const before = await findIntegrationSettings(tx, actor.organizationId);
    await setIntegrationSwitch(
      tx,
      actor.organizationId,
      kind === 'api' ? { apiEnabled: enabled } : { mcpEnabled: enabled },
    );
    await auditChange(tx, actor, {
      entity: 'integration_settings',
      entityId: actor.organizationId,
      before: { [field]: before[field] },
      after: { [field]: enabled },
    });
  });
  return getIntegrationSettings(db, { actor });
}
