import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useSignOut } from '@/components/account-navigation';
import { DashboardShell } from '@/components/dashboard-shell';
import { Badge } from '@/components/ui/badge';
import { UserMenu } from '@/components/user-menu';
import { useStats } from '@/features/admin/api/get-stats';
import { useUsers } from '@/features/admin/api/list-users';
import { AddProfessionalDialog } from '@/features/admin/components/add-professional-dialog';
import { adminViewFrom } from '@/features/admin/components/admin-sidebar-sections';
import { IndividualAgendaView } from '@/features/admin/components/individual-agenda-view';
import { InvitationsCard } from '@/features/admin/components/invitations-card';
import { InviteDialog } from '@/features/admin/components/invite-dialog';
import { ManageHoursDialog } from '@/features/admin/components/manage-hours-dialog';
import { ProfessionalsCard } from '@/features/admin/components/professionals-card';
import { QuickActionsCard } from '@/features/admin/components/quick-actions-card';
import { SharedAgendaView } from '@/features/admin/components/shared-agenda-view';
import { StatCards } from '@/features/admin/components/stat-cards';
import { WeekStatsCard } from '@/features/admin/components/week-stats-card';
import { AttendanceStatsCard } from '@/features/admin/components/attendance-stats-card';
import { AgendaDialogs } from '@/features/agenda/components/agenda-dialogs';
import { SharedAgendaCard } from '@/features/agenda/components/shared-agenda-card';
import { TodayAppointmentsCard } from '@/features/agenda/components/today-appointments-card';
import { CalendarReconnectBanner } from '@/features/calendars/components/calendar-reconnect-banner';
import { AgendaProvider } from '@/features/agenda/lib/agenda-context';
import { useAgendaZone } from '@/features/agenda/lib/use-agenda-zone';
import { useAgendaDialogs } from '@/features/agenda/lib/use-agenda-dialogs';
import { useAppointmentMove } from '@/features/agenda/lib/use-appointment-move';
import { availabilityQueryOptions } from '@/features/availability/api/list-availability';
import { useCalendarConflictIds } from '@/features/calendars/api/calendar-conflict-ids';
import { useLiveUpdates } from '@/lib/live-updates';
import { useSession } from '@/lib/session';
import { hasOwnCalendar, ROLE_LABELS } from '@core/constants.ts';

/** What the agenda reads of other features: the weekly windows and the outside calendar's clashes. */
const agendaSources = {
  windowsQuery: availabilityQueryOptions,
  useConflictIds: useCalendarConflictIds,
};

function ViewHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}

export function AdminDashboardPage() {
  const { user, isSecretary } = useSession();
  // The view lives in the address (/admin?agenda=…), so every screen's sidebar can open it.
  const view = adminViewFrom(useSearch());
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [managingHours, setManagingHours] = useState(false);
  const users = useUsers();
  const stats = useStats({ enabled: !isSecretary });
  const zone = useAgendaZone();
  const dialogs = useAgendaDialogs();
  const move = useAppointmentMove(zone, dialogs.changed);
  useLiveUpdates();

  const signOut = useSignOut();

  if (!user) return null; // the route guard shows the login screen first

  // The agendas' columns: everyone with a calendar (a secretary has none, decision 080).
  const team = (users.data ?? []).filter((member) => hasOwnCalendar(member.role));
  const selected =
    view.kind === 'agendas-individual' ? team.find((member) => member.id === view.userId) : null;

  return (
    <AgendaProvider
      value={{ scope: 'admin', zone, professionals: team, dialogs, move, ...agendaSources }}
    >
      <DashboardShell
        homeHref="/admin"
        badge={<Badge>{isSecretary ? ROLE_LABELS.secretary : 'Admin'}</Badge>}
        headerActions={<UserMenu user={user} onLogout={signOut} />}
        defaultCollapsed
      >
        <div className="mx-auto max-w-7xl space-y-6">
          {view.kind === 'dashboard' && isSecretary && (
            <>
              <ViewHeading title="Agenda Compartilhada">
                Olá, {user.name}. Marque, remarque e cancele os atendimentos de toda a equipe.
              </ViewHeading>
              <SharedAgendaCard />
              <TodayAppointmentsCard />
            </>
          )}
          {view.kind === 'dashboard' && !isSecretary && (
            <>
              <CalendarReconnectBanner />
              <ViewHeading title="Dashboard">
                Olá, {user.name}. Acompanhe a agenda e a equipe do seu escritório.
              </ViewHeading>
              <StatCards values={stats.data} />
              <SharedAgendaCard />
              <div className="grid gap-6 lg:grid-cols-3">
                <div className="lg:col-span-2">
                  <TodayAppointmentsCard />
                </div>
                <div className="grid content-start gap-6">
                  <QuickActionsCard
                    onCreateAppointment={() => dialogs.open({ kind: 'create' })}
                    onAddUser={() => setAdding(true)}
                    onManageHours={() => setManagingHours(true)}
                  />
                  <WeekStatsCard stats={stats.data} />
                </div>
              </div>
              {!isSecretary && <AttendanceStatsCard />}
              <ProfessionalsCard
                currentUserId={user.id}
                onAdd={() => setAdding(true)}
                onInvite={() => setInviting(true)}
              />
              <InvitationsCard onInvite={() => setInviting(true)} />
            </>
          )}
          {view.kind === 'agendas-shared' && !isSecretary && (
            <>
              <ViewHeading title="Agenda Compartilhada">
                Compartilhe um único link para que seus clientes escolham qualquer profissional da
                equipe.
              </ViewHeading>
              <SharedAgendaView adminId={user.id} />
            </>
          )}
          {view.kind === 'agendas-individual' && selected && !isSecretary && (
            <>
              <ViewHeading title="Agenda Individual">
                Os links de agendamento de {selected.name}.
              </ViewHeading>
              <IndividualAgendaView user={selected} />
            </>
          )}
        </div>
      </DashboardShell>
      <AgendaDialogs />
      <AddProfessionalDialog open={adding} onOpenChange={setAdding} />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ManageHoursDialog open={managingHours} onOpenChange={setManagingHours} team={team} />
    </AgendaProvider>
  );
}
