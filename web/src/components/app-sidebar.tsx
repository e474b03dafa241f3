import { PanelLeftCloseIcon, PanelLeftOpenIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export type SidebarItem = {
  /** Unique within its section; defaults to the label. */
  id?: string;
  label: string;
  /** An icon, or a colour shown as a dot (a professional's colour, with its name when known). */
  icon: LucideIcon | { color: string; colorName?: string };
  href?: string;
  onSelect?: () => void;
  badge?: string;
  active?: boolean;
};
export type SidebarSection = { title?: string; items: SidebarItem[] };

type AppSidebarProps = { sections: SidebarSection[]; collapsed: boolean; onToggle: () => void };

function EntryIcon({ icon: Icon }: { icon: SidebarItem['icon'] }) {
  if ('color' in Icon) {
    return (
      <span className="flex size-5 shrink-0 items-center justify-center" aria-hidden="true">
        <span
          data-color={Icon.color}
          className="size-3 rounded-full"
          style={{ backgroundColor: Icon.color }}
        />
      </span>
    );
  }
  return <Icon className="size-5 shrink-0" aria-hidden="true" />;
}

type SidebarEntryProps = { item: SidebarItem; collapsed: boolean; onChoose?: () => void };

function SidebarEntry({ item, collapsed, onChoose }: SidebarEntryProps) {
  const className = cn(
    'flex h-10 w-full items-center gap-2.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    item.active && 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary',
    collapsed && 'justify-center px-0',
  );
  const content = (
    <>
      <EntryIcon icon={item.icon} />
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
      {item.badge && !collapsed && (
        <Badge variant="secondary" className="ml-auto">
          {item.badge}
        </Badge>
      )}
    </>
  );
  // The tooltip names the entry when only its icon shows, and a dot's colour in words.
  const colorName = 'color' in item.icon ? item.icon.colorName : undefined;
  const title = colorName ? `${item.label} (cor ${colorName})` : collapsed ? item.label : undefined;
  const shared = { className, title, onClick: onChoose };
  if (item.href) {
    return (
      <Link href={item.href} aria-current={item.active ? 'page' : undefined} {...shared}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={item.active}
      {...shared}
      onClick={() => {
        item.onSelect?.();
        onChoose?.();
      }}
    >
      {content}
    </button>
  );
}

type SidebarNavProps = {
  sections: SidebarSection[];
  collapsed?: boolean;
  onChoose?: () => void;
};

/** The entries, by section: shared by the desktop rail and the phone drawer. */
export function SidebarNav({ sections, collapsed = false, onChoose }: SidebarNavProps) {
  return (
    <nav aria-label="Menu lateral" className="flex flex-1 flex-col gap-4 overflow-y-auto px-3 pb-4">
      {sections.map((section, index) => (
        <div key={section.title ?? index} className={cn('min-w-0', index > 0 && 'border-t pt-4')}>
          {section.title && (
            <p
              className={cn(
                'mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                collapsed && 'sr-only',
              )}
            >
              {section.title}
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {section.items.map((item) => (
              <li key={item.id ?? item.label}>
                <SidebarEntry item={item} collapsed={collapsed} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Collapsible side navigation of the signed-in screens on tablets and desktops. */
export function AppSidebar({ sections, collapsed, onToggle }: AppSidebarProps) {
  return (
    <aside
      className={cn(
        // Phones get the drawer of sidebar-drawer.tsx instead: no rail eating their width.
        'sticky top-16 z-20 flex h-[calc(100dvh-4rem)] shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 max-md:hidden',
        collapsed ? 'w-16' : 'w-76',
      )}
    >
      <div className={cn('flex p-3', collapsed ? 'justify-center' : 'justify-end')}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          aria-expanded={!collapsed}
          title={collapsed ? 'Expandir menu' : 'Recolher menu'}
          className="flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {collapsed ? (
            <PanelLeftOpenIcon className="size-5" />
          ) : (
            <PanelLeftCloseIcon className="size-5" />
          )}
        </button>
      </div>
      <SidebarNav sections={sections} collapsed={collapsed} />
    </aside>
  );
}
