import { z } from 'zod';
import { integrationsMessages } from '../messages.ts';

/** 'Integrações IA' state (SPEC §3 integration settings); tokens are never shown again, only masked. */
export const IntegrationSettingsDto = z.object({
  apiEnabled: z.boolean(),
  mcpEnabled: z.boolean(),
  hasApiToken: z.boolean(),
  hasMcpToken: z.boolean(),
  /** Masked: the prefix and '…' (the whole token is shown once, when generated). */
  apiToken: z.string().nullable(),
  mcpToken: z.string().nullable(),
  apiTokenExpiresAt: z.string().nullable(),
  mcpTokenExpiresAt: z.string().nullable(),
});
export type IntegrationSettingsDto = z.infer<typeof IntegrationSettingsDto>;

export const ToggleIntegrationInput = z.object({
  enabled: z.boolean({ error: integrationsMessages.invalidToggle }),
});

export const ApiTokenDto = z.object({
  apiToken: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const McpTokenDto = z.object({ mcpToken: z.string(), expiresAt: z.string() });

/** Whether a live token was revoked (false: there was none). */
export const RevokeTokenResultDto = z.object({ revoked: z.boolean() });

export const AuditEntryDto = z.object({
  id: z.string(),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** For token calls: the operation and its status. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;
export const AuditListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});
