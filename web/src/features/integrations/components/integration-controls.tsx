import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import type { IntegrationKind } from '../api/integration-kind';
import { kindState } from '../lib/kind-state';
import type { TokenGenerator } from '../lib/use-token-generator';
import { IntegrationSwitch } from './integration-switch';
import { TokenSection } from './token-section';

type IntegrationControlsProps = {
  kind: IntegrationKind;
  settings: IntegrationSettingsDto;
  generator: TokenGenerator;
};

/** What both integration cards open with: the on/off switch, then the access token. */
export function IntegrationControls({ kind, settings, generator }: IntegrationControlsProps) {
  const { enabled, masked, expiresAt } = kindState(settings, kind);
  return (
    <>
      <IntegrationSwitch kind={kind} enabled={enabled} />
      <TokenSection kind={kind} masked={masked} expiresAt={expiresAt} generator={generator} />
    </>
  );
}
