import { BookingLinkRow } from '@/components/booking-link-row';
import { SectionCard } from '@/components/section-card';
import { useUsers } from '@/features/admin/api/list-users';
import { ProfessionalColorDot } from './professional-color-dot';

/** 'Agenda Compartilhada': the organization's main link and one link per professional. */
export function SharedAgendaView({ adminId }: { adminId: string }) {
  const users = useUsers();
  const professionals = users.data ?? [];

  return (
    <div className="grid grid-cols-1 gap-6">
      <BookingLinkRow
        highlighted
        title="Link principal da equipe"
        description="O cliente escolhe qualquer profissional ativo do escritório."
        path={`/book/shared/${adminId}`}
        copyLabel="Copiar link principal"
      />
      <SectionCard
        title="Links por profissional"
        description="A agenda compartilhada, já com o profissional escolhido."
        contentClassName="grid grid-cols-1 gap-3"
      >
        {users.isSuccess && professionals.length === 0 && (
          <p className="text-sm text-muted-foreground">Nenhum profissional cadastrado ainda</p>
        )}
        {professionals.map((user) => (
          <BookingLinkRow
            key={user.id}
            title={
              <>
                <ProfessionalColorDot color={user.color} />
                {user.name}
              </>
            }
            description={user.title ?? undefined}
            path={`/book/${user.bookingSlug}`}
            copyLabel={`Copiar link de ${user.name}`}
          />
        ))}
      </SectionCard>
    </div>
  );
}
