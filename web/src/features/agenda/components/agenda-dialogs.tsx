import { useMemo } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { calendarMessages } from '@core/messages.ts';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useAgenda } from '../lib/agenda-context';
import { agendaMessages as text } from '../lib/agenda-messages';
import { inZone } from '../lib/calendar-dates';
import { moveQuestion } from '../lib/time-questions';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { BlockDetailsDialog } from './block-details-dialog';
import { BlockFormDialog } from './block-form-dialog';
import { MoveAppointmentDialog } from './move-appointment-dialog';
import { MoveBlockDialog } from './move-block-dialog';
import { RemoveOccurrenceDialog } from './remove-occurrence-dialog';

/** Every agenda dialog, rendered once per page; which one shows follows the agenda's state. */
export function AgendaDialogs() {
  const { dialogs, zone, scope, professionals, move } = useAgenda();
  const { dialog, close, changed } = dialogs;
  const remove = useDeleteAppointment();
  const removing = dialog.kind === 'delete' ? dialog.appointment : null;
  const confirming = dialog.kind === 'confirm-move' ? dialog : null;
  // The admin reads whose hours they are; a professional's own are 'seu horário'.
  const owner =
    scope === 'admin'
      ? professionals?.find((person) => person.id === confirming?.appointment.userId)?.name
      : undefined;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess(text.removedTitle, text.removedDescription);
      changed();
    } catch (error) {
      notifyFailure(error, { title: text.removeErrorTitle, fallback: text.removeErrorDescription });
    }
  };

  // One object per opening: the form resets when this changes.
  const formTarget = useMemo(() => {
    if (dialog.kind === 'create') return { start: dialog.start };
    if (dialog.kind === 'edit') return { appointment: dialog.appointment };
    return null;
  }, [dialog]);
  const blockTarget = useMemo(
    () => (dialog.kind === 'block-form' ? { start: dialog.start, block: dialog.block } : null),
    [dialog],
  );

  return (
    <>
      <AppointmentDetailsDialog
        appointment={dialog.kind === 'details' ? dialog.appointment : null}
        calendarConflict={dialog.kind === 'details' && dialog.calendarConflict === true}
      />
      <AppointmentFormDialog target={formTarget} onClose={close} />
      <MoveAppointmentDialog target={dialog.kind === 'move' ? dialog : null} />
      <BlockDetailsDialog block={dialog.kind === 'block-details' ? dialog.block : null} />
      <BlockFormDialog target={blockTarget} onClose={close} />
      <MoveBlockDialog block={dialog.kind === 'block-move' ? dialog.block : null} />
      <RemoveOccurrenceDialog
        occurrence={removing?.seriesId ? removing : null}
        onRemoveOne={confirmRemove}
      />
      <ConfirmDialog
        open={removing !== null && !removing.seriesId}
        onOpenChange={(open) => !open && close()}
        title="Remover agendamento?"
        description={calendarMessages.deleteDescription(removing?.clientName ?? '')}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={text.confirmTimeTitle}
        tone="default"
        description={
          confirming ? moveQuestion(inZone(confirming.start, zone), confirming.warnings, owner) : ''
        }
        confirmLabel="Mover"
        pendingLabel="Movendo..."
        pending={false}
        // The move shows at once and says itself how it went: the question closes right away.
        onConfirm={async () => {
          if (confirming) void move(confirming.appointment.id, confirming.start, confirming.how);
        }}
      />
    </>
  );
}
