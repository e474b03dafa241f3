import { ClipboardListIcon } from 'lucide-react';
import { intakeMessages as m } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { inZone, shortDate, timeLabel } from '../lib/calendar-dates';

type IntakeAnswersDetailProps = { appointment: AppointmentDto; timeZone: string };

/** The client's answers to the office's questions, and the privacy notice's acceptance (084). */
export function IntakeAnswersDetail({ appointment, timeZone }: IntakeAnswersDetailProps) {
  const answers = appointment.intakeAnswers ?? [];
  const accepted = appointment.privacyAcceptedAt;
  if (!answers.length && !accepted) return null;
  const when = accepted && inZone(accepted, timeZone);
  return (
    <section aria-label={m.answersHeading} className="grid gap-2 rounded-lg bg-muted/60 p-3">
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <ClipboardListIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        {m.answersHeading}
      </h3>
      {answers.length > 0 && (
        <dl className="grid gap-2 text-sm">
          {answers.map(({ questionId, label, answer }) => (
            <div key={questionId} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {when && (
        <p className="text-xs text-muted-foreground">
          {m.consentLine(
            `${shortDate(when)} ${timeLabel(when)}`,
            appointment.privacyNoticeVersion ?? 1,
          )}
        </p>
      )}
    </section>
  );
}
