import {
  BellIcon,
  CalendarDaysIcon,
  ClockIcon,
  FileTextIcon,
  HourglassIcon,
  Link2Icon,
  LogOutIcon,
  PackageIcon,
  SettingsIcon,
  type LucideIcon,
} from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { useAccountShellParts } from '@/components/account-shell-parts';
import type { SidebarSection } from '@/components/app-sidebar';
import { useSession } from '@/lib/session';

type Screen = { label: string; icon: LucideIcon; href: string };

/** The screens every signed-in user has (SPEC §2, §6), in the order of the sidebar. */
export const personalScreens: Screen[] = [
  { label: 'Minha Agenda', icon: CalendarDaysIcon, href: '/dashboard' },
  { label: 'Disponibilidade', icon: ClockIcon, href: '/availability' },
  { label: 'Produtos & Serviços', icon: PackageIcon, href: '/products' },
  { label: 'Links de Agendamento', icon: Link2Icon, href: '/booking-links' },
  { label: 'Formulário de Agendamento', icon: FileTextIcon, href: '/booking-form-settings' },
  { label: 'Notificações', icon: BellIcon, href: '/notifications' },
  { label: 'Lista de espera', icon: HourglassIcon, href: '/waitlist' },
  { label: 'Configurações', icon: SettingsIcon, href: '/settings' },
];

/** A secretary's screens among them: 'Lista de espera' (the office's) and 'Configurações'. */
const isAccountScreen = (screen: Screen) =>
  screen.href === '/settings' || screen.href === '/waitlist';

/** Signs out and leaves: the admin to /login, others to / (SPEC §2). */
export function useSignOut() {
  const { logout, isAdmin, isSecretary } = useSession();
  const [, navigate] = useLocation();
  return async () => {
    await logout();
    navigate(isAdmin || isSecretary ? '/login' : '/');
  };
}

/** The sidebar of every signed-in screen: all of the role's screens, then 'Sair'. */
export function useAccountSections(): SidebarSection[] {
  const { isAdmin, isSecretary } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const signOut = useSignOut();
  const { useAdminSections } = useAccountShellParts();
  const here = search ? `${path}?${search}` : path;
  const isActive = (href: string) => href === here;
  const admin = useAdminSections({ enabled: isAdmin || isSecretary, isActive });
  // A secretary has no calendar of their own: of the personal screens, only 'Configurações'.
  const screens = isSecretary ? personalScreens.filter(isAccountScreen) : personalScreens;
  const personal = screens.map((screen) => ({ ...screen, active: isActive(screen.href) }));

  return [
    ...admin,
    { title: isAdmin || isSecretary ? 'Minha conta' : undefined, items: personal },
    { items: [{ label: 'Sair', icon: LogOutIcon, onSelect: signOut }] },
  ];
}
