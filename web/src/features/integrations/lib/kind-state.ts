import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import type { IntegrationKind } from '../api/integration-kind';

/** One integration's part of the settings: its switch and its live token, masked. */
export function kindState(settings: IntegrationSettingsDto, kind: IntegrationKind) {
  return kind === 'api'
    ? {
        enabled: settings.apiEnabled,
        masked: settings.apiToken,
        expiresAt: settings.apiTokenExpiresAt,
      }
    : {
        enabled: settings.mcpEnabled,
        masked: settings.mcpToken,
        expiresAt: settings.mcpTokenExpiresAt,
      };
}
