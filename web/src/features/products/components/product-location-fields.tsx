import { MapPinIcon, PhoneIcon, VideoIcon, type LucideIcon } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { cn } from '@/lib/utils';
import { calendarMessages } from '@core/messages.ts';
import {
  LOCATION_KINDS,
  LOCATION_KIND_LABELS,
  type LocationKind,
} from '@core/location/appointment-location.ts';

/** The form fields this block owns. */
export type LocationFormValues = { locationKind: LocationKind; locationDetail: string };

const ICONS: Record<LocationKind, LucideIcon> = {
  in_person: MapPinIcon,
  phone: PhoneIcon,
  online: VideoIcon,
};

const DETAIL: Record<LocationKind, { label: string; placeholder: string; hint: string }> = {
  in_person: {
    label: 'Endereço do atendimento',
    placeholder: 'Ex.: Av. Paulista, 1000, sala 12 - São Paulo',
    hint: 'O do escritório ou o seu. Aparece no resumo, nos e-mails e no convite da agenda.',
  },
  phone: {
    label: 'Telefone ou instruções (opcional)',
    placeholder: 'Ex.: Ligaremos para o número informado',
    hint: 'Vazio: o cliente lê apenas “Por telefone”.',
  },
  online: {
    label: 'Link fixo da videochamada (opcional)',
    placeholder: 'https://…',
    hint: calendarMessages.meetingLinkHint,
  },
};

type Props<T extends LocationFormValues> = {
  kind: LocationKind;
  register: UseFormRegister<T>;
  errors: FieldErrors<LocationFormValues>;
};

/** Where the service happens: in person (address), by phone, or online (Meet or a fixed link). */
export function ProductLocationFields<T extends LocationFormValues>({
  kind,
  register,
  errors,
}: Props<T>) {
  // The generic form type only adds fields: these two names are always there.
  const reg = register as unknown as UseFormRegister<LocationFormValues>;
  const detail = DETAIL[kind];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Onde acontece</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {LOCATION_KINDS.map((value) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                kind === value ? 'border-primary bg-primary/10 font-medium' : 'hover:bg-accent',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...reg('locationKind')} />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {LOCATION_KIND_LABELS[value]}
            </label>
          );
        })}
      </div>
      <FormField
        id="product-location-detail"
        label={detail.label}
        placeholder={detail.placeholder}
        hint={detail.hint}
        error={errors.locationDetail?.message ?? errors.locationKind?.message}
        {...reg('locationDetail')}
      />
    </fieldset>
  );
}
