import { BotIcon, CalendarRangeIcon, LayoutDashboardIcon } from 'lucide-react';
import type { SidebarSection } from '@/components/app-sidebar';
import { useUsers } from '@/features/admin/api/list-users';
import { useSession } from '@/lib/session';
import { FALLBACK_PROFESSIONAL_COLOR, hasOwnCalendar } from '@core/constants.ts';
import { paletteColor } from '@core/professional-colors.ts';

/** What the admin dashboard shows (SPEC §2). */
export type AdminView =
  | { kind: 'dashboard' }
  | { kind: 'agendas-shared' }
  | { kind: 'agendas-individual'; userId: string };

const SHARED = 'compartilhada';

/** The view's address, so every screen's sidebar can open it: /admin?agenda=… */
export function adminViewHref(view: AdminView): string {
  if (view.kind === 'agendas-shared') return `/admin?agenda=${SHARED}`;
  if (view.kind === 'agendas-individual') return `/admin?agenda=${encodeURIComponent(view.userId)}`;
  return '/admin';
}

/** The view named by the search string of /admin. */
export function adminViewFrom(search: string): AdminView {
  const agenda = new URLSearchParams(search).get('agenda');
  if (!agenda) return { kind: 'dashboard' };
  if (agenda === SHARED) return { kind: 'agendas-shared' };
  return { kind: 'agendas-individual', userId: agenda };
}

type Options = { enabled: boolean; isActive: (href: string) => boolean };

/** Dashboard, 'Agendas' (shared and one per professional) and the admin-only integrations. */
export function useAdminSidebarSections({ enabled, isActive }: Options): SidebarSection[] {
  const users = useUsers({ enabled });
  const { isSecretary } = useSession();
  if (!enabled) return [];
  const entry = (href: string) => ({ href, active: isActive(href) });
  // A secretary runs the agenda alone: no dashboard, links or integrations (decision 080).
  if (isSecretary) {
    return [
      {
        title: 'Agendas',
        items: [
          {
            label: 'Agenda Compartilhada',
            icon: CalendarRangeIcon,
            badge: 'Todos',
            ...entry('/admin'),
          },
        ],
      },
    ];
  }
  const team = (users.data ?? []).filter((user) => hasOwnCalendar(user.role));
  const individual = team.map((user) => ({
    id: user.id,
    label: user.name,
    icon: {
      color: user.color || FALLBACK_PROFESSIONAL_COLOR,
      colorName: paletteColor(user.color)?.name,
    },
    badge: 'Individual',
    ...entry(adminViewHref({ kind: 'agendas-individual', userId: user.id })),
  }));

  return [
    {
      items: [
        { label: 'Dashboard', icon: LayoutDashboardIcon, ...entry('/admin') },
        { label: 'Integrações IA', icon: BotIcon, ...entry('/integrations') },
      ],
    },
    {
      title: 'Agendas',
      items: [
        {
          label: 'Agenda Compartilhada',
          icon: CalendarRangeIcon,
          badge: 'Todos',
          ...entry(adminViewHref({ kind: 'agendas-shared' })),
        },
        ...individual,
      ],
    },
  ];
}
