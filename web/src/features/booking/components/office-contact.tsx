import { MapPinIcon, PhoneIcon } from 'lucide-react';
import type { PublicOfficeDto } from '@core/schemas/booking.ts';

/** The office's address and phone under its pages, with its privacy notice (decision 078). */
export function OfficeContact({ office }: { office: PublicOfficeDto }) {
  return (
    <address className="grid justify-items-center gap-1 not-italic">
      <span className="font-medium text-foreground">{office.name}</span>
      {office.address && (
        <span className="inline-flex max-w-full items-center gap-1">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{office.address}</span>
        </span>
      )}
      {office.phone && (
        <a
          href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
        >
          <PhoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {office.phone}
        </a>
      )}
    </address>
  );
}
