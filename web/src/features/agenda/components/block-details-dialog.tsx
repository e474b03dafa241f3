import {
  LockIcon,
  MoveIcon,
  NotebookPenIcon,
  PencilIcon,
  Trash2Icon,
  UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { blocksMessages as text } from '@core/messages.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { useDeleteBlock } from '../api/blocks';
import { useAgenda } from '../lib/agenda-context';
import { capitalize, inZone, longDate, timeLabel } from '../lib/calendar-dates';

/**
 * A blocked time's details: title, when, whose, notes; 'Excluir', 'Mover' (a new date and start,
 * the length kept) and 'Editar' (its title, notes and times).
 */
export function BlockDetailsDialog({ block }: { block: BlockDto | null }) {
  const { zone, dialogs, professionals, scope } = useAgenda();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBlock();
  const shown = block;
  const start = shown ? inZone(shown.startTime, zone) : null;
  const end = shown ? inZone(shown.endTime, zone) : null;
  const owner =
    scope === 'admin'
      ? professionals?.find((person) => person.id === shown?.userId)?.name
      : undefined;

  const confirmRemove = async () => {
    if (!shown) return;
    try {
      await remove.mutateAsync(shown.id);
      notifySuccess(text.deleted);
      setConfirming(false);
      dialogs.changed();
      dialogs.close();
    } catch (error) {
      notifyFailure(error, {
        title: 'Erro ao excluir',
        fallback: 'Não foi possível excluir o bloqueio.',
      });
    }
  };

  return (
    <>
      <Dialog
        open={shown !== null && !confirming}
        onOpenChange={(open) => !open && dialogs.close()}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <LockIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {shown?.title}
            </DialogTitle>
            <DialogDescription>
              {start && end
                ? `${text.badge}: ${capitalize(longDate(start))}, ${timeLabel(start)} – ${timeLabel(end)}`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
            {owner && (
              <li className="flex items-start gap-3">
                <UserIcon aria-hidden="true" />
                {owner}
              </li>
            )}
            {shown?.notes && (
              <li className="flex items-start gap-3">
                <NotebookPenIcon aria-hidden="true" />
                <span className="whitespace-pre-line">{shown.notes}</span>
              </li>
            )}
            <li className="text-xs text-muted-foreground">
              Ninguém pode agendar neste horário. Nenhum cliente é avisado.
            </li>
          </ul>
          <DialogFooter className="sm:justify-between">
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon aria-hidden="true" />
              Excluir
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                variant="outline"
                onClick={() => shown && dialogs.open({ kind: 'block-move', block: shown })}
              >
                <MoveIcon aria-hidden="true" />
                Mover
              </Button>
              <Button onClick={() => shown && dialogs.open({ kind: 'block-form', block: shown })}>
                <PencilIcon aria-hidden="true" />
                Editar
              </Button>
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={shown !== null && confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={text.deleteTitle}
        description={text.deleteDescription}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
