import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useAccountSections } from '@/components/account-navigation';
import { useAccountShellParts } from '@/components/account-shell-parts';
import { AppSidebar } from '@/components/app-sidebar';
import { Brand } from '@/components/brand';
import { SidebarDrawer } from '@/components/sidebar-drawer';
import { ThemeToggle } from '@/components/theme-toggle';

type DashboardShellProps = {
  homeHref: string;
  badge?: ReactNode;
  headerActions?: ReactNode;
  defaultCollapsed: boolean;
  children: ReactNode;
};

/** Below Tailwind's `md`, where the sidebar is a drawer behind the header's menu button. */
export const isSmallScreen = () => window.matchMedia('(max-width: 767px)').matches;

/** Header, sidebar (a drawer on phones) and main area of every signed-in screen. */
export function DashboardShell(props: DashboardShellProps) {
  const { homeHref, badge, headerActions, defaultCollapsed, children } = props;
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const sections = useAccountSections();
  const { Notice } = useAccountShellParts();

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-30 h-16 border-b bg-background/95 backdrop-blur">
        <div className="flex h-full items-center gap-2 px-3 sm:px-5">
          <SidebarDrawer sections={sections} />
          <Link href={homeHref} aria-label="Agendei, painel principal">
            {/* The smallest phones keep only the mark: the header's buttons need the width. */}
            <Brand nameClassName="max-[380px]:sr-only" />
          </Link>
          {badge}
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            {headerActions}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="flex">
        <AppSidebar
          sections={sections}
          collapsed={collapsed}
          onToggle={() => setCollapsed((value) => !value)}
        />
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <Notice />
          {children}
        </main>
      </div>
    </div>
  );
}
