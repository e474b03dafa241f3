import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AppSidebar, type SidebarSection } from '@/components/app-sidebar';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';

type DashboardShellProps = {
  homeHref: string;
  badge?: ReactNode;
  headerActions?: ReactNode;
  sections: SidebarSection[];
  defaultCollapsed: boolean;
  children: ReactNode;
};

/** Below Tailwind's `md`, where the open sidebar covers the page. */
export const isSmallScreen = () => window.matchMedia('(max-width: 767px)').matches;

/** Header, collapsible sidebar and main area of the signed-in dashboards. */
export function DashboardShell(props: DashboardShellProps) {
  const { homeHref, badge, headerActions, sections, defaultCollapsed, children } = props;
  const [collapsed, setCollapsed] = useState(defaultCollapsed);

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-30 h-16 border-b bg-background/95 backdrop-blur">
        <div className="flex h-full items-center gap-2 px-3 sm:px-5">
          <Link href={homeHref} aria-label="Agendei, início do painel">
            <Brand />
          </Link>
          {badge}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {headerActions}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="relative flex">
        <AppSidebar
          sections={sections}
          collapsed={collapsed}
          onToggle={() => setCollapsed((value) => !value)}
          onChoose={() => {
            if (isSmallScreen()) setCollapsed(true);
          }}
        />
        {!collapsed && (
          <div
            className="fixed inset-0 top-16 z-10 bg-black/30 md:hidden"
            aria-hidden="true"
            onClick={() => setCollapsed(true)}
          />
        )}
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">{children}</main>
      </div>
    </div>
  );
}
