import {
  CalendarIcon,
  ClockIcon,
  HourglassIcon,
  PackageIcon,
  UserIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { locationIconOf } from '@/components/location-icon';
import { priceLabel } from '@/lib/format-currency';
import type { AppointmentLocationDto } from '@core/location/appointment-location.ts';
import type { SlotDto } from '@core/schemas/appointments.ts';
import type { PublicProfessionalDto } from '@core/schemas/booking.ts';
import { formatDate, formatDuration, formatTimeIn, minutesBetween } from '../lib/booking-dates';
import type { Zones } from './time-slots';

export type BookingDetails = {
  professionalName?: string;
  /** The chosen day, shown before a time is chosen. */
  date?: string;
  product?: PublicProfessionalDto['products'][number];
  slot?: SlotDto;
  zones: Zones;
  /** The booked appointment's place (the confirmation); before booking, the product's. */
  location?: AppointmentLocationDto | null;
};

function SummaryRow({
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
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs text-muted-foreground">
        <Icon className="absolute top-0.5 left-0 size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

const pending = <span className="font-normal text-muted-foreground">A escolher</span>;

/** Date, time, professional, product, place and duration of the booking (SPEC §2). */
export function BookingSummary({
  professionalName,
  date,
  product,
  slot,
  zones,
  location,
}: BookingDetails) {
  const day = slot?.date ?? date;
  // Only the place the service says: nothing is promised before a service is chosen.
  const place = location === undefined ? product?.location : location;
  const local = slot && formatTimeIn(slot.start, zones.visitor);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        <SummaryRow icon={CalendarIcon} label="Data">
          {day ? formatDate(day) : pending}
        </SummaryRow>
        <SummaryRow icon={ClockIcon} label="Horário">
          {slot ? (
            <>
              {slot.time}
              {local !== slot.time && (
                <span className="font-normal text-muted-foreground"> ({local} no seu fuso)</span>
              )}
            </>
          ) : (
            pending
          )}
        </SummaryRow>
        <SummaryRow icon={UserIcon} label="Profissional">
          {professionalName ?? pending}
        </SummaryRow>
        {product && (
          <SummaryRow icon={PackageIcon} label="Produto/Serviço">
            {product.name}
            <span className="font-normal text-muted-foreground">
              {' '}
              · {priceLabel(product.price)}
            </span>
          </SummaryRow>
        )}
        {place && (
          <SummaryRow icon={locationIconOf(place.kind)} label="Local">
            {place.summary}
          </SummaryRow>
        )}
        <SummaryRow icon={HourglassIcon} label="Duração">
          {slot ? formatDuration(minutesBetween(slot.start, slot.end)) : pending}
        </SummaryRow>
      </dl>
    </div>
  );
}
