import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSignOut } from '@/components/account-navigation';
import { DashboardShell } from '@/components/dashboard-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UserMenu } from '@/components/user-menu';
import { useSession } from '@/lib/session';
import { ROLE_LABELS } from '@core/constants.ts';

type PageLayoutProps = {
  title: string;
  description?: string;
  backHref: string;
  actions?: ReactNode;
  children?: ReactNode;
};

/** Frame of the secondary signed-in screens: the dashboards' header and sidebar, back link, title. */
export function PageLayout({ title, description, backHref, actions, children }: PageLayoutProps) {
  const { user, isAdmin, isSecretary, homePath } = useSession();
  const signOut = useSignOut();

  return (
    <DashboardShell
      homeHref={homePath}
      badge={
        isAdmin ? (
          <Badge>Admin</Badge>
        ) : isSecretary ? (
          <Badge>{ROLE_LABELS.secretary}</Badge>
        ) : undefined
      }
      headerActions={
        <>
          {actions}
          {user && <UserMenu user={user} onLogout={signOut} />}
        </>
      }
      defaultCollapsed={isAdmin || isSecretary}
    >
      <div className="mx-auto max-w-5xl">
        <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
          <Link href={backHref}>
            <ArrowLeftIcon aria-hidden="true" />
            Voltar
          </Link>
        </Button>
        <div className="mb-6 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {children}
      </div>
    </DashboardShell>
  );
}
