import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DashboardShell } from '@/components/dashboard-shell';
import { Badge } from '@/components/ui/badge';
import { UserMenu } from '@/components/user-menu';
import { useUsers } from '@/features/admin/api/list-users';
import {
  useAdminSidebarSections,
  type AdminView,
} from '@/features/admin/components/admin-sidebar-sections';
import { IndividualAgendaView } from '@/features/admin/components/individual-agenda-view';
import { ProfessionalsCard } from '@/features/admin/components/professionals-card';
import { SharedAgendaView } from '@/features/admin/components/shared-agenda-view';
import { StatCards } from '@/features/admin/components/stat-cards';
import { useSession } from '@/lib/session';

function ViewHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}

export function AdminDashboardPage() {
  const { user, logout } = useSession();
  const [, navigate] = useLocation();
  const [view, setView] = useState<AdminView>({ kind: 'dashboard' });
  const users = useUsers();

  const signOut = async () => {
    await logout();
    navigate('/login');
  };
  const sections = useAdminSidebarSections({ view, onSelect: setView, onSignOut: signOut });

  if (!user) return null; // the route guard shows the login screen first

  const team = users.data;
  const counts = team && {
    'Total de Usuários': team.length,
    'Profissionais Ativos': team.filter((member) => member.isActive).length,
  };
  const selected =
    view.kind === 'agendas-individual' ? team?.find((member) => member.id === view.userId) : null;

  return (
    <DashboardShell
      homeHref="/admin"
      badge={<Badge>Admin</Badge>}
      headerActions={<UserMenu user={user} onLogout={signOut} />}
      sections={sections}
      defaultCollapsed
    >
      <div className="mx-auto max-w-7xl space-y-6">
        {view.kind === 'dashboard' && (
          <>
            <ViewHeading title="Dashboard">
              Olá, {user.name}. Acompanhe a agenda e a equipe do seu escritório.
            </ViewHeading>
            <StatCards values={counts} />
            <ProfessionalsCard currentUserId={user.id} />
          </>
        )}
        {view.kind === 'agendas-shared' && (
          <>
            <ViewHeading title="Agenda Compartilhada">
              Compartilhe um único link para que seus clientes escolham qualquer profissional da
              equipe.
            </ViewHeading>
            <SharedAgendaView adminId={user.id} />
          </>
        )}
        {view.kind === 'agendas-individual' && selected && (
          <>
            <ViewHeading title="Agenda Individual">
              Os links de agendamento de {selected.name}.
            </ViewHeading>
            <IndividualAgendaView user={selected} />
          </>
        )}
      </div>
    </DashboardShell>
  );
}
