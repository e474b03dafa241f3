import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { ClientEmail, type ExportFormat } from '@core/schemas/privacy.ts';
import { useEraseClientData } from '../api/erase-client-data';
import { useExportClientData } from '../api/export-client-data';

/**
 * An LGPD request in two clicks: the client's e-mail, then 'Exportar' (a file) or 'Apagar dados
 * do cliente' and its confirmation.
 */
export function ClientRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const exporter = useExportClientData();
  const eraser = useEraseClientData();
  const busy = exporter.isPending || eraser.isPending;

  /** The typed e-mail as the server takes it, or undefined with the error under the field. */
  const validEmail = () => {
    const parsed = ClientEmail.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : undefined;
  };

  const download = async (format: ExportFormat) => {
    const valid = validEmail();
    if (!valid) return;
    try {
      const fileName = await exporter.mutateAsync({ email: valid, format });
      notifySuccess('Dados exportados', `O arquivo ${fileName} foi baixado.`);
    } catch (failure) {
      notifyFailure(failure, {
        title: 'Não foi possível exportar',
        fallback: 'Tente novamente em instantes.',
      });
    }
  };

  const erase = async () => {
    if (!confirming) return;
    try {
      const result = await eraser.mutateAsync(confirming);
      notifySuccess('Pedido de exclusão atendido', result.message);
      setEmail('');
    } catch (failure) {
      notifyFailure(failure, {
        title: 'Não foi possível apagar',
        fallback: 'Nada foi alterado. Tente novamente em instantes.',
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download('json');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="privacy-client-email"
        label="E-mail do cliente"
        type="email"
        autoComplete="off"
        placeholder="cliente@exemplo.com.br"
        value={email}
        error={error}
        hint="Vale para os agendamentos, notificações, e-mails e registros de auditoria deste e-mail no escritório."
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" variant="outline" disabled={busy}>
          <DownloadIcon aria-hidden="true" />
          Exportar JSON
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => download('csv')}>
          <DownloadIcon aria-hidden="true" />
          Exportar CSV
        </Button>
        <Button
          type="button"
          variant="destructive"
          className="col-span-2"
          disabled={busy}
          onClick={() => setConfirming(validEmail())}
        >
          <Trash2Icon aria-hidden="true" />
          Apagar dados do cliente
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title="Apagar os dados deste cliente?"
        description={`Nome, e-mail, telefone e observações de ${confirming ?? ''} serão apagados de todos os agendamentos, notificações, e-mails guardados e registros de auditoria do escritório. Os agendamentos continuam na agenda como "Cliente anonimizado", e os e-mails e mensagens ainda não enviados a ele são cancelados. Não é possível desfazer.`}
        confirmLabel="Apagar dados"
        pendingLabel="Apagando..."
        pending={eraser.isPending}
        onConfirm={erase}
      />
    </form>
  );
}
