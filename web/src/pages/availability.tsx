import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { useTargetUser } from '@/features/admin/lib/use-target-user';
import { useAvailability } from '@/features/availability/api/list-availability';
import { AvailabilityForm } from '@/features/availability/components/availability-form';
import { AvailabilityWeek } from '@/features/availability/components/availability-week';
import { BufferNotice } from '@/features/availability/components/buffer-notice';
import { DateOverridesCard } from '@/features/date-overrides/components/date-overrides-card';
import { useProfile } from '@/features/profile/api/get-profile';

export function AvailabilityPage() {
  const { userId, name, bufferTime } = useTargetUser();
  const availability = useAvailability(userId);
  const profile = useProfile();
  const buffer = userId ? bufferTime : profile.data?.bufferTime;

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
          {(slots) => (
            <AvailabilityWeek
              slots={slots}
              userId={userId}
              notice={
                buffer !== undefined && <BufferNotice minutes={buffer} own={userId === undefined} />
              }
            />
          )}
        </QueryState>
        <DateOverridesCard scope={userId ? { kind: 'professional', userId } : { kind: 'own' }} />
      </div>
    </PageLayout>
  );
}
