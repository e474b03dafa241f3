import {
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
import {
  formatLongDateIn,
  formatTimeOfInstant,
  zoneName,
} from '../../../../../core/scheduling/format-instant.ts';
import type { ManagedBookingDto } from '../../../../../core/schemas/manage-booking.ts';

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

/** The appointment as it stands: when, with whom, what, and where to meet online. */
export function BookingOverview({ booking }: { booking: ManagedBookingDto }) {
  const zone = booking.professional.timezone;
  const { startTime, endTime } = booking;
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
          <Row icon={Building2Icon} label="Local">
            {booking.organizationName}
          </Row>
          {booking.productName && (
            <Row icon={PackageIcon} label="Serviço">
              {booking.productName}
            </Row>
          )}
          {booking.meetLink && (
            <Row icon={VideoIcon} label="Reunião online">
              <a
                href={booking.meetLink}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                Entrar no Google Meet
              </a>
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
