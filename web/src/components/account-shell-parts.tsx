import { createContext, use, type ComponentType, type ReactNode } from 'react';
import type { SidebarSection } from '@/components/app-sidebar';

type SectionsOptions = { enabled: boolean; isActive: (href: string) => boolean };

/**
 * What the frame of the signed-in screens shows of the features: the account app gives them
 * (account-app.tsx), since shared components import no feature.
 */
export type AccountShellParts = {
  /** Shown above the content of every signed-in screen (the admin's e-mail notice). */
  Notice: ComponentType;
  /** The admin's sidebar sections, before the personal screens: a hook, called on every render. */
  useAdminSections: (options: SectionsOptions) => SidebarSection[];
};

const AccountShellPartsContext = createContext<AccountShellParts | null>(null);

export function AccountShellPartsProvider({
  value,
  children,
}: {
  value: AccountShellParts;
  children: ReactNode;
}) {
  return <AccountShellPartsContext value={value}>{children}</AccountShellPartsContext>;
}

export function useAccountShellParts(): AccountShellParts {
  const parts = use(AccountShellPartsContext);
  if (!parts)
    throw new Error('useAccountShellParts must be used inside <AccountShellPartsProvider>');
  return parts;
}
