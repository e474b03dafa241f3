import {
  BanknoteIcon,
  Building2Icon,
  CalendarIcon,
  ClockIcon,
  PackageIcon,
  UserIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { locationIconOf } from '@/components/location-icon';
import {
  formatLongDateIn,
  formatTimeOfInstant,
  zoneName,
} from '@core/scheduling/format-instant.ts';
import { manageBookingMessages } from '@core/messages.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';

function Row({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  // Only <dt> and <dd> may sit in a <dl>'s row: the icon lives inside the <dt>.
  return (
    <div className="relative min-h-9 pt-0.5 pl-12">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The appointment as it stands: when, with whom, what, and where (an address, a phone, a link). */
export function BookingOverview({
  booking,
  children,
}: {
  booking: ManagedBookingDto;
  /** Below the details: 'Adicionar à agenda'. */
  children?: ReactNode;
}) {
  const zone = booking.professional.timezone;
  const { startTime, endTime, location } = booking;
  const videoLink = booking.meetLink ?? (location?.kind === 'online' ? location.detail : null);
  return (
    <Card className="py-5 sm:py-6">
      <CardContent className="px-4 sm:px-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Row icon={CalendarIcon} label="Data">
            <span className="block first-letter:uppercase">
              {formatLongDateIn(startTime, zone)}
            </span>
          </Row>
          <Row icon={ClockIcon} label="Horário">
            {formatTimeOfInstant(startTime, zone)} às {formatTimeOfInstant(endTime, zone)}
            <span className="block text-xs font-normal text-muted-foreground">
              {zoneName(startTime, zone)}
            </span>
          </Row>
          <Row icon={UserIcon} label="Profissional">
            {booking.professional.name}
            {booking.professional.title && (
              <span className="block text-xs font-normal text-muted-foreground">
                {booking.professional.title}
              </span>
            )}
          </Row>
          <Row icon={Building2Icon} label="Escritório">
            {booking.organizationName}
          </Row>
          {booking.productName && (
            <Row icon={PackageIcon} label="Serviço">
              {booking.productName}
            </Row>
          )}
          {booking.paymentStatus === 'paid' && (
            <Row icon={BanknoteIcon} label={manageBookingMessages.payment}>
              {manageBookingMessages.pixPaid}
            </Row>
          )}
          {location && (
            <Row icon={locationIconOf(location.kind)} label="Local">
              {location.summary}
            </Row>
          )}
          {videoLink && (
            <Row icon={VideoIcon} label="Reunião online">
              <a
                href={videoLink}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {booking.meetLink ? manageBookingMessages.joinMeeting : 'Entrar na videochamada'}
              </a>
            </Row>
          )}
        </dl>
        {children && <div className="mt-5 border-t pt-5">{children}</div>}
      </CardContent>
    </Card>
  );
}
