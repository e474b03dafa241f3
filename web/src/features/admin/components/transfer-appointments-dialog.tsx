import { useEffect, useState } from 'react';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTransferAppointments } from '@/features/admin/api/transfer-appointments';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages as text } from '@core/messages.ts';
import type { UserDto } from '@core/schemas/auth.ts';
import type { TransferAppointmentsDto } from '@core/schemas/hand-over.ts';
import { TransferResultList } from './transfer-result-list';

type TransferAppointmentsDialogProps = {
  user: UserDto | null;
  team: readonly UserDto[];
  onClose: () => void;
};

/**
 * 'Transferir agendamentos': choose a colleague, 'Pré-visualizar' what would move and what
 * clashes, then 'Transferir' (the server checks each time again; its answer is shown).
 */
export function TransferAppointmentsDialog({
  user,
  team,
  onClose,
}: TransferAppointmentsDialogProps) {
  const transfer = useTransferAppointments();
  const [toUserId, setToUserId] = useState('');
  const [result, setResult] = useState<TransferAppointmentsDto | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setToUserId('');
    setResult(null);
    setError(undefined);
  }, [user]);

  const colleagues = team.filter((member) => member.isActive && member.id !== user?.id);
  const options = colleagues.map((member) => ({ value: member.id, label: member.name }));
  const toName = colleagues.find((member) => member.id === toUserId)?.name ?? '';
  const name = user?.name ?? '';
  const done = result !== null && !result.dryRun;
  const canTransfer = result?.dryRun === true && result.moved.length > 0;

  const run = async (dryRun: boolean) => {
    if (!user) return;
    if (!toUserId) return setError(text.transferTargetRequired);
    try {
      const answer = await transfer.mutateAsync({ userId: user.id, body: { toUserId, dryRun } });
      setResult(answer);
      if (!dryRun) {
        notifySuccess(
          text.transferredTitle,
          text.transferredDescription(answer.moved.length, toName),
        );
      }
    } catch (failure) {
      notifyFailure(failure, { title: 'Erro', fallback: text.transferError });
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !transfer.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Transferir agendamentos de {name}</DialogTitle>
          <DialogDescription>
            Os agendamentos futuros vão para o colega escolhido nos horários em que ele estiver
            livre; os que tiverem conflito ficam com {name}. Cada cliente recebe um e-mail com o
            novo profissional.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <SelectField
            id="transfer-to"
            label="Transferir para"
            placeholder="Escolha um profissional"
            value={toUserId}
            onValueChange={(next) => {
              setToUserId(next);
              setResult(null);
              setError(undefined);
            }}
            options={options}
            error={error}
            disabled={done || transfer.isPending}
          />
          {result && <TransferResultList result={result} fromName={name} toName={toName} />}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={transfer.isPending}>
            {done ? 'Concluir' : 'Cancelar'}
          </Button>
          {!done && (
            <Button
              type="button"
              variant={canTransfer ? 'outline' : 'default'}
              onClick={() => run(true)}
              disabled={transfer.isPending}
            >
              Pré-visualizar
            </Button>
          )}
          {canTransfer && (
            <Button type="button" onClick={() => run(false)} disabled={transfer.isPending}>
              {transfer.isPending ? 'Transferindo...' : 'Transferir'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
