import { BotIcon, CalendarRangeIcon, LayoutDashboardIcon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SidebarSection } from '@/components/app-sidebar';
import { DashboardShell } from '@/components/dashboard-shell';
import { Badge } from '@/components/ui/badge';
import { UserMenu } from '@/components/user-menu';
import { StatCards } from '@/features/admin/components/stat-cards';
import { useSession } from '@/lib/session';

type AdminView = 'dashboard' | 'agendas-shared';

export function AdminDashboardPage() {
  const { user, logout } = useSession();
  const [, navigate] = useLocation();
  const [view, setView] = useState<AdminView>('dashboard');

  if (!user) return null; // the route guard shows the login screen first

  const signOut = async () => {
    await logout();
    navigate('/login');
  };

  const sections: SidebarSection[] = [
    {
      items: [
        {
          label: 'Dashboard',
          icon: LayoutDashboardIcon,
          onSelect: () => setView('dashboard'),
          active: view === 'dashboard',
        },
      ],
    },
    {
      title: 'Agendas',
      items: [
        {
          label: 'Agenda Compartilhada',
          icon: CalendarRangeIcon,
          badge: 'Todos',
          onSelect: () => setView('agendas-shared'),
          active: view === 'agendas-shared',
        },
      ],
    },
    {
      items: [
        { label: 'Integrações IA', icon: BotIcon, href: '/integrations' },
        { label: 'Sair', icon: LogOutIcon, onSelect: signOut },
      ],
    },
  ];

  return (
    <DashboardShell
      homeHref="/admin"
      badge={<Badge>Admin</Badge>}
      headerActions={<UserMenu user={user} onLogout={signOut} />}
      sections={sections}
      defaultCollapsed
    >
      <div className="mx-auto max-w-7xl space-y-6">
        {view === 'dashboard' ? (
          <>
            <div className="space-y-1">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
              <p className="text-muted-foreground">
                Olá, {user.name}. Acompanhe a agenda e a equipe do seu escritório.
              </p>
            </div>
            <StatCards />
          </>
        ) : (
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Agenda Compartilhada</h1>
            <p className="text-muted-foreground">
              Compartilhe um único link para que seus clientes escolham qualquer profissional da
              equipe.
            </p>
          </div>
        )}
      </div>
    </DashboardShell>
  );
}
