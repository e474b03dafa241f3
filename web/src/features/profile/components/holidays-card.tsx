import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import type { UserDto } from '@core/schemas/auth.ts';
import { useUpcomingHolidays } from '../api/list-upcoming-holidays';
import { useUpdateProfile } from '../api/update-profile';

const dateLabel = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (date: string) => dateLabel.format(new Date(`${date}T12:00:00Z`));

/** 'Feriados': whether the office's holidays close this professional's public agenda, and which to open. */
export function HolidaysCard({ profile }: { profile: UserDto }) {
  const holidays = useUpcomingHolidays();
  const update = useUpdateProfile();
  const opened = new Set(profile.openedHolidays);

  const save = async (body: { blockHolidays?: boolean; openedHolidays?: string[] }) => {
    try {
      await update.mutateAsync(body);
      notifySuccess(
        'Configurações salvas!',
        'Os feriados da sua agenda pública foram atualizados.',
      );
    } catch (error) {
      notifySettingsFailure(error);
    }
  };
  const toggleDate = (date: string, open: boolean) => {
    const next = new Set(opened);
    if (open) next.add(date);
    else next.delete(date);
    void save({ openedHolidays: [...next] });
  };

  return (
    <SectionCard
      title="Feriados"
      description="Os feriados nacionais, estaduais e municipais do escritório fecham a sua agenda pública. Você ainda pode agendar clientes nesses dias pela agenda."
    >
      <div className="grid gap-4">
        <SwitchField
          id="block-holidays"
          label="Bloquear feriados na agenda pública"
          checked={profile.blockHolidays}
          disabled={update.isPending}
          onCheckedChange={(blockHolidays) => void save({ blockHolidays })}
        />
        {profile.blockHolidays && (
          <QueryState
            query={holidays}
            loading="Carregando feriados..."
            error="Não foi possível carregar os feriados."
          >
            {(upcoming) =>
              upcoming.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nenhum feriado nos próximos 12 meses.
                </p>
              ) : (
                <ul className="grid gap-2" aria-label="Próximos feriados">
                  {upcoming.map((holiday) => (
                    <li key={holiday.date}>
                      <SwitchField
                        id={`open-holiday-${holiday.date}`}
                        label={`${holiday.name} — ${formatDate(holiday.date)}`}
                        description="Atender neste feriado"
                        checked={opened.has(holiday.date)}
                        disabled={update.isPending}
                        onCheckedChange={(open) => toggleDate(holiday.date, open)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        )}
      </div>
    </SectionCard>
  );
}
