import { KeyRoundIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { IntegrationKind } from '../api/integration-kind';
import { kindTexts } from '../lib/kind-texts';
import type { TokenGenerator } from '../lib/use-token-generator';
import { RevealedToken } from './revealed-token';
import { RevokeTokenButton } from './revoke-token-button';
import { TokenStatus } from './token-status';

type TokenSectionProps = {
  kind: IntegrationKind;
  masked: string | null;
  expiresAt: string | null;
  generator: TokenGenerator;
};

/** The token part of a card: its state, the button that generates it, and the new secret. */
export function TokenSection({ kind, masked, expiresAt, generator }: TokenSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const texts = kindTexts[kind];
  // The API token is generated once: its button is gone while one lives (SPEC §4) until revoked.
  const { regenerate } = texts;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">Token de acesso</h3>
        <p className="text-xs text-muted-foreground">{texts.tokenHint}</p>
      </div>
      <TokenStatus masked={masked} expiresAt={expiresAt} />
      {!masked && (
        <div>
          <Button type="button" onClick={generator.generate} disabled={generator.pending}>
            <KeyRoundIcon aria-hidden="true" />
            {generator.pending ? 'Gerando...' : texts.generateLabel}
          </Button>
        </div>
      )}
      {masked && (
        <div className="flex flex-wrap gap-2">
          {regenerate && (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <RefreshCwIcon aria-hidden="true" />
              Gerar novo token
            </Button>
          )}
          <RevokeTokenButton kind={kind} />
        </div>
      )}
      {masked && generator.secret && (
        <RevealedToken label={texts.revealedLabel} secret={generator.secret} />
      )}
      {regenerate && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          {...regenerate}
          confirmLabel="Gerar novo token"
          pendingLabel="Gerando..."
          pending={generator.pending}
          onConfirm={generator.generate}
        />
      )}
    </div>
  );
}
