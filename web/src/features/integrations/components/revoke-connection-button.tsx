import { BanIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { McpConnectionDto } from '@core/schemas/mcp-oauth.ts';
import { useRevokeMcpConnection } from '../api/revoke-mcp-connection';

/** 'Revogar': the connected assistant stops at once (its next call gets HTTP 401). */
export function RevokeConnectionButton({ connection }: { connection: McpConnectionDto }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useRevokeMcpConnection();
  const confirm = async () => {
    try {
      await mutation.mutateAsync(connection.id);
      notifySuccess('Acesso revogado', `${connection.clientName} não acessa mais o Agendei.`);
    } catch (error) {
      notifyFailure(error, { title: 'Falha ao revogar acesso' });
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Revogar ${connection.clientName}`}
        onClick={() => setConfirming(true)}
      >
        <BanIcon aria-hidden="true" />
        Revogar
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revogar o acesso de ${connection.clientName}?`}
        description="O assistente deixa de acessar o Agendei na hora: a próxima chamada recebe HTTP 401. Para usá-lo de novo, conecte-o outra vez."
        confirmLabel="Revogar"
        pendingLabel="Revogando..."
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
