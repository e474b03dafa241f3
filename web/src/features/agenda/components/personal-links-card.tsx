import { BookingLinkRow } from '@/components/booking-link-row';
import { SectionCard } from '@/components/section-card';

/** 'Links de Agendamento': the personal and the shared booking links, with copy and open. */
export function PersonalLinksCard({ bookingSlug }: { bookingSlug: string }) {
  return (
    <SectionCard
      title="Links de Agendamento"
      description="Envie aos clientes para que marquem sozinhos."
      contentClassName="grid gap-3"
    >
      <BookingLinkRow
        title="Link pessoal"
        description="Abre direto a sua agenda."
        path={`/book/personal/${bookingSlug}`}
        copyLabel="Copiar link pessoal"
      />
      <BookingLinkRow
        title="Link compartilhado"
        description="A agenda da equipe, com você já escolhido."
        path={`/book/${bookingSlug}`}
        copyLabel="Copiar link compartilhado"
      />
    </SectionCard>
  );
}
