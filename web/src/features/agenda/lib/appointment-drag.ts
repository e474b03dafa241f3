import type { DragEvent } from 'react';
import type { AppointmentDto } from '@core/schemas/appointments.ts';

/** The drag payload type: an appointment dragged to another hour or day. */
const DRAG_TYPE = 'application/x-agendei-appointment';

/**
 * What a move needs of an appointment: whose it is and when it is now (ISO instants). A blocked
 * time is dragged the same way, marked `kind: 'block'` (decision 077).
 */
export type MovableAppointment = Pick<AppointmentDto, 'id' | 'userId' | 'startTime' | 'endTime'> & {
  kind?: 'block';
};

export function startDrag(
  event: DragEvent,
  { id, userId, startTime, endTime }: MovableAppointment,
  kind?: 'block',
) {
  const payload: MovableAppointment = { id, userId, startTime, endTime, ...(kind && { kind }) };
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether an appointment is being dragged over (its data is readable only on drop). */
export const isDraggingAppointment = (event: DragEvent) =>
  event.dataTransfer.types.includes(DRAG_TYPE);

export function readDrag(event: DragEvent): MovableAppointment | undefined {
  try {
    const value: unknown = JSON.parse(event.dataTransfer.getData(DRAG_TYPE));
    const dragged = value as Partial<MovableAppointment> | null;
    const fields = [dragged?.id, dragged?.userId, dragged?.startTime, dragged?.endTime];
    if (!fields.every((field) => typeof field === 'string')) return undefined;
    return dragged?.kind === undefined || dragged.kind === 'block'
      ? (dragged as MovableAppointment)
      : undefined;
  } catch {
    return undefined;
  }
}
