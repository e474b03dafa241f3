import { useSearch } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { useUsers } from '@/features/admin/api/list-users';
import { useAvailability } from '@/features/availability/api/list-availability';
import { AvailabilityForm } from '@/features/availability/components/availability-form';
import { AvailabilityWeek } from '@/features/availability/components/availability-week';
import { useSession } from '@/lib/session';

/** An admin reaches a professional's hours with ?userId={id}. */
function useTargetUser() {
  const { isAdmin } = useSession();
  const userId = new URLSearchParams(useSearch()).get('userId') ?? undefined;
  const users = useUsers({ enabled: isAdmin && userId !== undefined });
  const name = users.data?.find((user) => user.id === userId)?.name;
  return { userId, name };
}

export function AvailabilityPage() {
  const { userId, name } = useTargetUser();
  const availability = useAvailability(userId);

  return (
    <PageLayout
      title={userId ? `Disponibilidade de ${name ?? '...'}` : 'Disponibilidade'}
      backHref={userId ? '/admin' : '/dashboard'}
      description={
        userId
          ? 'Defina os dias e horários em que este profissional atende.'
          : 'Defina os dias e horários em que você atende.'
      }
    >
      <div className="grid gap-6">
        <AvailabilityForm userId={userId} />
        <QueryState
          query={availability}
          loading="Carregando horários..."
          error="Não foi possível carregar os horários."
        >
          {(slots) => <AvailabilityWeek slots={slots} />}
        </QueryState>
      </div>
    </PageLayout>
  );
}
