import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { AppointmentDto, SlotDto } from '@core/schemas/appointments.ts';
import { useCreateAppointment } from '../api/create-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { agendaMessages as text } from './agenda-messages';
import { type AppointmentFormValues, suggestionsOf } from './appointment-form';
import { type CheckedAppointment, showServerFieldErrors } from './check-appointment';

/** A form the checks accepted, ready to send. */
export type ValidAppointment = Extract<CheckedAppointment, { ok: true }>;

type SaveOptions = {
  /** The appointment being edited; null creates a new one. */
  editing: AppointmentDto | null;
  setError: UseFormSetError<AppointmentFormValues>;
  onSaved: () => void;
};

/**
 * Creates or updates the appointment and says how it went; a refusal keeps the server's message,
 * its field errors and its free times (409) for the form to show.
 */
export function useSaveAppointment({ editing, setError, onSaved }: SaveOptions) {
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [suggestions, setSuggestions] = useState<SlotDto[]>([]);

  const save = async (checked: ValidAppointment) => {
    setSuggestions([]);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: checked.update });
        notifySuccess(text.updatedTitle, text.updatedDescription);
      } else {
        await create.mutateAsync(checked.create);
        notifySuccess(text.createdTitle, text.createdDescription);
      }
      onSaved();
    } catch (error) {
      setSuggestions(suggestionsOf(error));
      notifyFailure(error, {
        title: editing ? text.updateErrorTitle : text.createErrorTitle,
        fallback: editing ? text.updateErrorDescription : text.createErrorDescription,
      });
      showServerFieldErrors(error, setError);
    }
  };

  return { save, pending: create.isPending || update.isPending, suggestions, setSuggestions };
}
