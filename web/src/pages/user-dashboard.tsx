import { Link2Icon, PlusIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useSignOut } from '@/components/account-navigation';
import { DashboardShell, isSmallScreen } from '@/components/dashboard-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { UserMenu } from '@/components/user-menu';
import { AgendaCalendar } from '@/features/agenda/components/agenda-calendar';
import { AgendaDialogs } from '@/features/agenda/components/agenda-dialogs';
import { PersonalLinksCard } from '@/features/agenda/components/personal-links-card';
import { CalendarReconnectBanner } from '@/features/calendars/components/calendar-reconnect-banner';
import {
  PersonalStatsCard,
  UpcomingAppointmentsCard,
} from '@/features/agenda/components/personal-overview-cards';
import { AgendaProvider } from '@/features/agenda/lib/agenda-context';
import { useAgendaZone } from '@/features/agenda/lib/use-agenda-zone';
import { useAgendaDialogs } from '@/features/agenda/lib/use-agenda-dialogs';
import { useAppointmentMove } from '@/features/agenda/lib/use-appointment-move';
import { useCalendarState } from '@/features/agenda/lib/use-calendar-state';
import { usePersonalOverview } from '@/features/agenda/lib/use-personal-overview';
import { availabilityQueryOptions } from '@/features/availability/api/list-availability';
import { useCalendarConflictIds } from '@/features/calendars/api/calendar-conflict-ids';
import { useLiveUpdates } from '@/lib/live-updates';
import { useSession } from '@/lib/session';

/** What the agenda reads of other features: the weekly windows and the outside calendar's clashes. */
const agendaSources = {
  windowsQuery: availabilityQueryOptions,
  useConflictIds: useCalendarConflictIds,
};

export function UserDashboardPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const zone = useAgendaZone();
  const dialogs = useAgendaDialogs();
  const move = useAppointmentMove(zone, dialogs.changed);
  // SPEC §2: day view on phones, week view otherwise.
  const calendar = useCalendarState(zone, isSmallScreen() ? 'day' : 'week');
  const overview = usePersonalOverview(zone);
  useLiveUpdates();

  if (!user) return null; // the route guard shows the login screen first

  const headerActions = (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href="/booking-links">
          <Link2Icon aria-hidden="true" />
          <span className="max-sm:sr-only">Meus links</span>
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon">
        <Link href="/settings" aria-label="Configurações da conta" title="Configurações da conta">
          <SettingsIcon className="size-5" />
        </Link>
      </Button>
      <UserMenu user={user} onLogout={signOut} />
    </>
  );
  const loading = overview.query.isPending;

  return (
    <AgendaProvider value={{ scope: 'personal', zone, dialogs, move, ...agendaSources }}>
      <DashboardShell homeHref="/dashboard" headerActions={headerActions} defaultCollapsed={false}>
        <div className="mx-auto max-w-6xl space-y-6">
          <CalendarReconnectBanner />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="space-y-1">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Minha Agenda</h1>
              <p className="text-muted-foreground">Olá, {user.name}</p>
            </div>
            <Button onClick={() => dialogs.open({ kind: 'create' })}>
              <PlusIcon aria-hidden="true" />
              Novo Agendamento
            </Button>
          </div>
          <PersonalStatsCard counts={overview.counts} loading={loading} />
          <Card className="py-4 sm:py-6">
            <CardContent className="px-3 sm:px-6">
              <AgendaCalendar calendar={calendar} dayHours={[7, 18]} />
            </CardContent>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <UpcomingAppointmentsCard upcoming={overview.upcoming} loading={loading} />
            {user.bookingSlug && <PersonalLinksCard bookingSlug={user.bookingSlug} />}
          </div>
        </div>
      </DashboardShell>
      <AgendaDialogs />
    </AgendaProvider>
  );
}
