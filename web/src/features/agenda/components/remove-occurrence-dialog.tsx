import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useAgenda } from '../lib/agenda-context';
import { useSeriesFollowing } from '../lib/use-series-following';
import { type SeriesScope, SeriesScopeChoice } from './series-scope-choice';

type RemoveOccurrenceDialogProps = {
  occurrence: AppointmentDto | null;
  /** Removes only this one, as any appointment is removed. */
  onRemoveOne: () => Promise<void>;
};

/** 'Remover agendamento da série?': only this one, or this and the following ones. */
export function RemoveOccurrenceDialog({ occurrence, onRemoveOne }: RemoveOccurrenceDialogProps) {
  const { dialogs } = useAgenda();
  const [scope, setScope] = useState<SeriesScope>('one');
  const [removingOne, setRemovingOne] = useState(false);
  const following = useSeriesFollowing(() => {
    dialogs.changed();
    dialogs.close();
  });
  const pending = removingOne || following.pending;

  const remove = async () => {
    if (!occurrence) return;
    if (scope === 'following') return following.run({ id: occurrence.id });
    setRemovingOne(true);
    await onRemoveOne().finally(() => setRemovingOne(false));
    dialogs.close();
  };

  return (
    <AlertDialog
      open={occurrence !== null}
      onOpenChange={(open) => {
        if (open || pending) return;
        setScope('one');
        dialogs.close();
      }}
    >
      <AlertDialogContent>
        <DialogHeader className="pr-0">
          <AlertDialogTitle>Remover agendamento da série?</AlertDialogTitle>
          <AlertDialogDescription>
            {occurrence?.clientName} tem agendamentos que se repetem. Escolha quais remover.
          </AlertDialogDescription>
        </DialogHeader>
        <SeriesScopeChoice value={scope} onChange={setScope} />
        <DialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void remove()}>
            {pending ? 'Removendo...' : 'Remover'}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
