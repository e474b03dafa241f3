import { SectionCard } from '@/components/section-card';
import { integrationsMessages } from '@core/messages.ts';
import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import { apiBaseUrl, apiDocsPath, openApiPath } from '../lib/integration-urls';
import { useTokenGenerator } from '../lib/use-token-generator';
import { CopyableValue } from './copyable-value';
import { ExternalLinkButton } from './external-link-button';
import { IntegrationControls } from './integration-controls';

/** 'API REST': the switch, the token (generated once), the base URL and the documentation. */
export function ApiCard({ settings }: { settings: IntegrationSettingsDto }) {
  const generator = useTokenGenerator('api');
  return (
    <SectionCard
      title="API REST"
      description="Conecte sistemas próprios, CRMs e automações à agenda do escritório."
      contentClassName="grid grid-cols-1 gap-6"
    >
      <IntegrationControls kind="api" settings={settings} generator={generator} />
      <CopyableValue
        label="URL base"
        value={apiBaseUrl(window.location.origin)}
        copyLabel="Copiar URL base da API"
        hint={integrationsMessages.missingToken}
      />
      <div className="flex flex-wrap gap-2">
        <ExternalLinkButton href={apiDocsPath}>Documentação da API</ExternalLinkButton>
        <ExternalLinkButton href={openApiPath}>OpenAPI (JSON)</ExternalLinkButton>
      </div>
    </SectionCard>
  );
}
