import { SwitchField } from '@/components/switch-field';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import type { IntegrationKind } from '../api/integration-kind';
import { useToggleIntegration } from '../api/toggle-integration';
import { kindTexts } from '../lib/kind-texts';

/** Switches the REST API or the MCP server on or off; it moves at once and waits for the server. */
export function IntegrationSwitch({ kind, enabled }: { kind: IntegrationKind; enabled: boolean }) {
  const toggle = useToggleIntegration(kind);
  const texts = kindTexts[kind];

  const change = async (next: boolean) => {
    try {
      await toggle.mutateAsync(next);
      notifySuccess(next ? texts.switchedOn : texts.switchedOff);
    } catch (error) {
      notifySettingsFailure(error);
    }
  };

  return (
    <SwitchField
      id={`${kind}-enabled`}
      label={texts.switchLabel}
      description={texts.switchHint}
      checked={toggle.isPending ? (toggle.variables ?? enabled) : enabled}
      onCheckedChange={change}
      disabled={toggle.isPending}
    />
  );
}
