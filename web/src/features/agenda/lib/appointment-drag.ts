import type { DragEvent } from 'react';

/** The drag payload type: an appointment dragged to another hour or day. */
const DRAG_TYPE = 'application/x-agendei-appointment';

/** The appointment and its current start (ISO). */
type DraggedAppointment = { id: string; start: string };

export function startDrag(event: DragEvent, appointment: DraggedAppointment) {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(appointment));
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether an appointment is being dragged over (its data is readable only on drop). */
export const isDraggingAppointment = (event: DragEvent) =>
  event.dataTransfer.types.includes(DRAG_TYPE);

export function readDrag(event: DragEvent): DraggedAppointment | undefined {
  try {
    const value: unknown = JSON.parse(event.dataTransfer.getData(DRAG_TYPE));
    const dragged = value as DraggedAppointment;
    return typeof dragged?.id === 'string' ? dragged : undefined;
  } catch {
    return undefined;
  }
}
