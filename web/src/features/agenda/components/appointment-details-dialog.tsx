import {
  CalendarX2Icon,
  MailIcon,
  MessageCircleIcon,
  MoveIcon,
  NotebookPenIcon,
  PackageIcon,
  PencilIcon,
  PhoneIcon,
  ShieldOffIcon,
  Trash2Icon,
  UserIcon,
  VideoIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { calendarMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useSession } from '@/lib/session';
import { useAgenda } from '../lib/agenda-context';
import { whatsAppLink } from '../lib/whatsapp-link';
import { appointmentColor, ownerOf } from '../lib/appointment-display';
import { capitalize, inZone, longDate, shortDate, timeLabel } from '../lib/calendar-dates';
import { ColorSwatches } from './color-swatches';
import { PaymentDetail } from './payment-detail';
import { StatusDetail } from './status-detail';
import { IntakeAnswersDetail } from './intake-answers-detail';

type DetailProps = { icon: ReactNode; href?: string; children: ReactNode };

/** One line of the details: an icon, then text or a link (web links open in a new tab). */
function Detail({ icon, href, children }: DetailProps) {
  const external = href?.startsWith('http');
  return (
    <li className="flex min-w-0 items-start gap-3 text-sm">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      {href ? (
        <a
          className="min-w-0 break-words text-primary hover:underline"
          href={href}
          target={external ? '_blank' : undefined}
          rel={external ? 'noreferrer' : undefined}
        >
          {children}
        </a>
      ) : (
        <span className="min-w-0 break-words">{children}</span>
      )}
    </li>
  );
}

type AppointmentDetailsDialogProps = {
  appointment: AppointmentDto | null;
  calendarConflict?: boolean;
};

/** What an appointment holds, with Editar, Mover and Remover (and its colour, when personal). */
export function AppointmentDetailsDialog({
  appointment,
  calendarConflict = false,
}: AppointmentDetailsDialogProps) {
  const { scope, zone, professionals, dialogs } = useAgenda();
  const { user } = useSession();
  if (!appointment) return null;
  const start = inZone(appointment.startTime, zone);
  const end = inZone(appointment.endTime, zone);
  const owner = ownerOf(appointment, professionals);
  const color = appointmentColor(appointment, professionals);
  const when = `${capitalize(longDate(start))} · ${timeLabel(start)} – ${timeLabel(end)}`;
  const whatsApp =
    appointment.clientPhone &&
    whatsAppLink({
      clientName: appointment.clientName,
      clientPhone: appointment.clientPhone,
      start,
      date: shortDate(start),
      time: timeLabel(start),
      professionalName: owner?.name ?? user?.name ?? '',
    });

  return (
    <Dialog open onOpenChange={(open) => !open && dialogs.close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2.5">
            <span
              aria-hidden="true"
              className="size-3.5 shrink-0 rounded"
              style={{ backgroundColor: color }}
            />
            {appointment.clientName}
          </DialogTitle>
          <DialogDescription>{when}</DialogDescription>
        </DialogHeader>
        {calendarConflict && (
          <p className="flex items-start gap-2 rounded-md border border-warning/60 bg-warning/10 p-2.5 text-sm">
            <CalendarX2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <strong className="font-semibold">{calendarMessages.conflict}.</strong>{' '}
              {calendarMessages.conflictDetails}
            </span>
          </p>
        )}
        <StatusDetail appointment={appointment} />
        <PaymentDetail appointment={appointment} />
        <ul className="grid gap-3">
          {owner && <Detail icon={<UserIcon />}>{owner.name}</Detail>}
          {appointment.productName && (
            <Detail icon={<PackageIcon />}>{appointment.productName}</Detail>
          )}
          {appointment.clientAnonymized ? (
            <Detail icon={<ShieldOffIcon />}>
              <span className="text-muted-foreground">
                Dados pessoais do cliente apagados (LGPD).
              </span>
            </Detail>
          ) : (
            <Detail icon={<MailIcon />} href={`mailto:${appointment.clientEmail}`}>
              {appointment.clientEmail}
            </Detail>
          )}
          {appointment.clientPhone && (
            <Detail
              icon={<PhoneIcon />}
              href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, '')}`}
            >
              {appointment.clientPhone}
            </Detail>
          )}
          {whatsApp && (
            <Detail icon={<MessageCircleIcon />} href={whatsApp}>
              Enviar mensagem no WhatsApp
            </Detail>
          )}
          {appointment.meetLink && (
            <Detail icon={<VideoIcon />} href={appointment.meetLink}>
              Entrar na reunião
            </Detail>
          )}
          {appointment.notes && (
            <Detail icon={<NotebookPenIcon />}>
              <span className="whitespace-pre-line">{appointment.notes}</span>
            </Detail>
          )}
          {appointment.source !== 'manual' && (
            <li className="text-xs text-muted-foreground">
              Agendado pelo cliente no link de agendamento.
            </li>
          )}
        </ul>
        <IntakeAnswersDetail appointment={appointment} timeZone={zone} />
        {scope === 'personal' && <ColorSwatches appointment={appointment} />}
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => dialogs.open({ kind: 'delete', appointment })}
          >
            <Trash2Icon aria-hidden="true" />
            Remover
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => dialogs.open({ kind: 'move', appointment, date: start })}
            >
              <MoveIcon aria-hidden="true" />
              Mover
            </Button>
            <Button onClick={() => dialogs.open({ kind: 'edit', appointment })}>
              <PencilIcon aria-hidden="true" />
              Editar
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
