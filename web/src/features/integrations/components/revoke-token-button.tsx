import { BanIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { IntegrationKind } from '../api/integration-kind';
import { useRevokeIntegrationToken } from '../api/revoke-integration-token';
import { kindTexts } from '../lib/kind-texts';

/** 'Revogar token': the live token stops at once (a leak, an assistant that must stop). */
export function RevokeTokenButton({ kind }: { kind: IntegrationKind }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useRevokeIntegrationToken(kind);
  const { revoke } = kindTexts[kind];
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      notifySuccess('Token revogado', revoke.done);
    } catch (error) {
      notifyFailure(error, { title: 'Falha ao revogar token' });
    }
  };
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        <BanIcon aria-hidden="true" />
        Revogar token
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={revoke.title}
        description={revoke.description}
        confirmLabel="Revogar token"
        pendingLabel="Revogando..."
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
