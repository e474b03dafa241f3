import { FileTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import { BookingLinkRow } from '@/components/booking-link-row';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { UserDto } from '@core/schemas/auth.ts';

/** The personal booking link with copy, and the way to the booking form settings. */
export function BookingLinkCard({ profile }: { profile: UserDto }) {
  return (
    <SectionCard
      title="Link de Agendamento"
      description="Envie este link para seus clientes marcarem um horário."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <BookingLinkRow
        title="Seu link pessoal"
        path={`/book/personal/${profile.bookingSlug || profile.email}`}
        copyLabel="Copiar link pessoal"
      />
      <Button asChild variant="outline" className="w-full">
        <Link href="/booking-form-settings">
          <FileTextIcon aria-hidden="true" />
          Formulário de Agendamento
        </Link>
      </Button>
    </SectionCard>
  );
}
