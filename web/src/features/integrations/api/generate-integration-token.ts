import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import {
  type IntegrationKind,
  auditLogPath,
  integrationSettingsPath,
  kindPaths,
} from './integration-kind';

/** A just-generated token: the whole secret, which the server never shows again. */
export type GeneratedToken = { secret: string; expiresAt: string | null };

type GenerateResponse = {
  apiToken?: string | null;
  mcpToken?: string | null;
  expiresAt: string | null;
};

/**
 * POST /api/admin/generate-api-token (once: 409 while one lives) or
 * /api/admin/generate-mcp-token (again and again: the previous token stops at once).
 */
export async function generateIntegrationToken(kind: IntegrationKind): Promise<GeneratedToken> {
  const response = await apiJson<GenerateResponse>('POST', kindPaths[kind].generate);
  const secret = kind === 'api' ? response.apiToken : response.mcpToken;
  return { secret: secret ?? '', expiresAt: response.expiresAt };
}

export function useGenerateIntegrationToken(kind: IntegrationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateIntegrationToken(kind),
    // Also after a refusal: a 409 means another tab or admin generated one meanwhile.
    onSettled: () => invalidatePaths([integrationSettingsPath, auditLogPath], queryClient),
  });
}
