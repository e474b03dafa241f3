import { useCallback, useMemo, useState } from 'react';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import type { MovableAppointment } from './appointment-drag';
import type { TimeWarnings } from './schedule-warnings';
import type { MoveKind } from './use-appointment-move';

/** Which agenda dialog is open, and for what. */
export type AgendaDialog =
  | { kind: 'closed' }
  /** A new appointment, optionally at a chosen day and time. */
  | { kind: 'create'; start?: Date }
  /** `calendarConflict`: it overlaps a busy time in the professional's outside calendar. */
  | { kind: 'details'; appointment: AppointmentDto; calendarConflict?: boolean }
  | { kind: 'edit'; appointment: AppointmentDto }
  /** The time grid, first on the appointment's own date. */
  | { kind: 'move'; appointment: AppointmentDto; date: Date }
  /** A move to a time already past, outside working hours or on a holiday, waiting for a yes. */
  | {
      kind: 'confirm-move';
      appointment: MovableAppointment;
      start: Date;
      how: MoveKind;
      warnings: TimeWarnings;
    }
  | { kind: 'delete'; appointment: AppointmentDto }
  /** A blocked time ('Bloqueio'): its details, or its form (new, optionally at a start; or edit). */
  | { kind: 'block-details'; block: BlockDto }
  /** 'Mover bloqueio': a typed date and start, for keyboard and phone users (decision 077). */
  | { kind: 'block-move'; block: BlockDto }
  | { kind: 'block-form'; start?: Date; block?: BlockDto };

/** The agenda's dialogs, shared by the calendar, its overlay and the page's quick actions. */
export function useAgendaDialogs() {
  const [dialog, setDialog] = useState<AgendaDialog>({ kind: 'closed' });
  // Bumped after every change so the paginated lists go back to their first page (SPEC §4).
  const [version, setVersion] = useState(0);
  const close = useCallback(() => setDialog({ kind: 'closed' }), []);
  const changed = useCallback(() => setVersion((value) => value + 1), []);
  return useMemo(
    () => ({ dialog, open: setDialog, close, changed, version }),
    [dialog, close, changed, version],
  );
}

export type AgendaDialogs = ReturnType<typeof useAgendaDialogs>;
