import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, getSuggestions } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { bookingMessages } from '@core/messages.ts';
import type { PublicBookingDto, SlotDto } from '@core/schemas/appointments.ts';
import { type PublicBookingBody, useBookAppointment } from '../api/book-appointment';
import type { ClientFormValues } from './client-form';

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (not a secure context) have no randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

type BookingSubmitOptions = {
  onBooked: (appointment: PublicBookingDto) => void;
  /** The chosen time was refused: it is cleared and the suggestions are shown. */
  onSlotLost: () => void;
};

/**
 * Sends a booking. One attempt keeps one Idempotency-Key until the server gives a definite
 * answer, so resending the same data after a network failure cannot book twice.
 */
export function useBookingSubmit({ onBooked, onSlotLost }: BookingSubmitOptions) {
  const mutation = useBookAppointment();
  const attempt = useRef<{ json: string; key: string } | null>(null);
  // The starts this page sent: the live update that removes them is the client's own booking.
  const [ownStarts] = useState(() => new Set<string>());
  const [suggestions, setSuggestions] = useState<SlotDto[]>([]);

  async function submit(body: PublicBookingBody, setError: UseFormSetError<ClientFormValues>) {
    const json = JSON.stringify(body);
    if (attempt.current?.json !== json) attempt.current = { json, key: newIdempotencyKey() };
    ownStarts.add(body.startTime);
    try {
      const appointment = await mutation.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setSuggestions([]);
      onBooked(appointment);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const answered = status >= 400 && status < 500;
      if (answered) {
        attempt.current = null;
        // Refused: the time is not the client's, so losing it is news again.
        ownStarts.delete(body.startTime);
      }
      const offered = getSuggestions(error);
      if (status === 409 || offered.length) {
        setSuggestions(offered);
        onSlotLost();
      }
      // A 4xx carries a pt-BR message about this request; anything else gets the generic text.
      notifyFailure(answered ? error : null, {
        title: bookingMessages.errorTitle,
        fallback: bookingMessages.errorDescription,
        setError,
      });
    }
  }

  return {
    submit,
    pending: mutation.isPending,
    suggestions,
    ownStarts: ownStarts as ReadonlySet<string>,
    clearSuggestions: () => setSuggestions([]),
  };
}
