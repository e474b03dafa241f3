import { BotIcon, CalendarRangeIcon, LayoutDashboardIcon, LogOutIcon } from 'lucide-react';
import type { SidebarSection } from '@/components/app-sidebar';
import { useUsers } from '@/features/admin/api/list-users';
import { FALLBACK_PROFESSIONAL_COLOR } from '../../../../../core/constants.ts';

/** What the admin dashboard shows (SPEC §2). */
export type AdminView =
  | { kind: 'dashboard' }
  | { kind: 'agendas-shared' }
  | { kind: 'agendas-individual'; userId: string };

type Options = { view: AdminView; onSelect: (view: AdminView) => void; onSignOut: () => void };

/** Dashboard; 'Agendas' with the shared agenda and one entry per professional; integrations. */
export function useAdminSidebarSections({ view, onSelect, onSignOut }: Options): SidebarSection[] {
  const users = useUsers();
  const individual = (users.data ?? []).map((user) => ({
    id: user.id,
    label: user.name,
    icon: { color: user.color || FALLBACK_PROFESSIONAL_COLOR },
    badge: 'Individual',
    onSelect: () => onSelect({ kind: 'agendas-individual', userId: user.id }),
    active: view.kind === 'agendas-individual' && view.userId === user.id,
  }));

  return [
    {
      items: [
        {
          label: 'Dashboard',
          icon: LayoutDashboardIcon,
          onSelect: () => onSelect({ kind: 'dashboard' }),
          active: view.kind === 'dashboard',
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
          onSelect: () => onSelect({ kind: 'agendas-shared' }),
          active: view.kind === 'agendas-shared',
        },
        ...individual,
      ],
    },
    {
      items: [
        { label: 'Integrações IA', icon: BotIcon, href: '/integrations' },
        { label: 'Sair', icon: LogOutIcon, onSelect: onSignOut },
      ],
    },
  ];
}
