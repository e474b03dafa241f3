import {
  CalendarDaysIcon,
  ClockIcon,
  FileTextIcon,
  Link2Icon,
  LogOutIcon,
  PackageIcon,
  SettingsIcon,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { SidebarSection } from '@/components/app-sidebar';
import { DashboardShell, isSmallScreen } from '@/components/dashboard-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserMenu } from '@/components/user-menu';
import { useSession } from '@/lib/session';

export function UserDashboardPage() {
  const { user, logout } = useSession();
  const [, navigate] = useLocation();

  if (!user) return null; // the route guard shows the login screen first

  const signOut = async () => {
    await logout();
    navigate('/');
  };

  const sections: SidebarSection[] = [
    {
      items: [
        { label: 'Minha Agenda', icon: CalendarDaysIcon, href: '/dashboard', active: true },
        { label: 'Disponibilidade', icon: ClockIcon, href: '/availability' },
        { label: 'Links de Agendamento', icon: Link2Icon, href: '/booking-links' },
        { label: 'Formulário de Agendamento', icon: FileTextIcon, href: '/booking-form-settings' },
        { label: 'Produtos & Serviços', icon: PackageIcon, href: '/products' },
        { label: 'Configurações', icon: SettingsIcon, href: '/settings' },
      ],
    },
    { items: [{ label: 'Sair', icon: LogOutIcon, onSelect: signOut }] },
  ];

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

  return (
    <DashboardShell
      homeHref="/dashboard"
      headerActions={headerActions}
      sections={sections}
      defaultCollapsed={isSmallScreen()}
    >
      <div className="mx-auto max-w-6xl space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Minha Agenda</h1>
          <p className="text-muted-foreground">Olá, {user.name}</p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Próximos Agendamentos</CardTitle>
            <CardDescription>Os agendamentos dos próximos 30 dias aparecem aqui.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              Compartilhe seu link de agendamento para começar a receber clientes.
            </p>
          </CardContent>
        </Card>
      </div>
    </DashboardShell>
  );
}
