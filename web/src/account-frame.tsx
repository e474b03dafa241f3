import type { ComponentType } from 'react';
import {
  AccountShellPartsProvider,
  type AccountShellParts,
} from '@/components/account-shell-parts';
import { useAdminSidebarSections } from '@/features/admin/components/admin-sidebar-sections';
import { EmailOffBanner } from '@/features/email-status/components/email-off-banner';

/** What the signed-in screens' frame shows of the features. */
const shellParts: AccountShellParts = {
  Notice: EmailOffBanner,
  useAdminSections: useAdminSidebarSections,
};

/** A signed-in screen inside its frame's parts (account-app.tsx loads them with the screen). */
export function framed(Page: ComponentType): ComponentType {
  return function FramedPage() {
    return (
      <AccountShellPartsProvider value={shellParts}>
        <Page />
      </AccountShellPartsProvider>
    );
  };
}
