import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import {
  AccountShellPartsProvider,
  type AccountShellParts,
} from '@/components/account-shell-parts';
import { ProtectedRoute } from '@/components/protected-route';
import { useAdminSidebarSections } from '@/features/admin/components/admin-sidebar-sections';
import { EmailOffBanner } from '@/features/email-status/components/email-off-banner';
import { lazyPage } from '@/lib/lazy-page';
import { SessionProvider } from '@/lib/session';
import type { LoginPageProps } from '@/pages/login';
import { NotFoundPage } from '@/pages/not-found';

const pages = {
  login: lazyPage<'LoginPage', LoginPageProps>(() => import('@/pages/login'), 'LoginPage'),
  register: lazyPage(() => import('@/pages/register'), 'RegisterPage'),
  forgotPassword: lazyPage(() => import('@/pages/forgot-password'), 'ForgotPasswordPage'),
  resetPassword: lazyPage(() => import('@/pages/reset-password'), 'ResetPasswordPage'),
  admin: lazyPage(() => import('@/pages/admin-dashboard'), 'AdminDashboardPage'),
  user: lazyPage(() => import('@/pages/user-dashboard'), 'UserDashboardPage'),
  settings: lazyPage(() => import('@/pages/settings'), 'SettingsPage'),
  availability: lazyPage(() => import('@/pages/availability'), 'AvailabilityPage'),
  notifications: lazyPage(() => import('@/pages/notifications'), 'NotificationsPage'),
  bookingForm: lazyPage(() => import('@/pages/booking-form-settings'), 'BookingFormSettingsPage'),
  integrations: lazyPage(() => import('@/pages/integrations'), 'IntegrationsPage'),
  products: lazyPage(() => import('@/pages/products'), 'ProductsPage'),
  bookingLinks: lazyPage(() => import('@/pages/booking-links'), 'BookingLinksPage'),
  connectAssistant: lazyPage(() => import('@/pages/connect-assistant'), 'ConnectAssistantPage'),
};

// Without a session the login screen; a non-admin on an admin route the not-found screen.
const guard = { signIn: pages.login, refused: NotFoundPage };
const signedIn = (component: ComponentType) => () => (
  <ProtectedRoute component={component} {...guard} />
);
const adminOnly = (component: ComponentType) => () => (
  <ProtectedRoute component={component} adminOnly {...guard} />
);
// Signed in first, then back to the same screen (an AI assistant's consent, decision 033).
const signedInHere = (component: ComponentType) => () => (
  <ProtectedRoute component={component} returnHere {...guard} />
);

/** The account screens of SPEC §2 (the not-found screen catches everything else). */
const routes: Array<[path: string, component: ComponentType]> = [
  ['/login', pages.login],
  ['/register', pages.register],
  // 'Esqueci minha senha' and the page its e-mail links to (/redefinir-senha?token=…).
  ['/esqueci-senha', pages.forgotPassword],
  ['/redefinir-senha', pages.resetPassword],
  ['/admin', adminOnly(pages.admin)],
  ['/admin-dashboard', adminOnly(pages.admin)],
  ['/dashboard', signedIn(pages.user)],
  ['/user-dashboard', signedIn(pages.user)],
  ['/settings', signedIn(pages.settings)],
  ['/availability', signedIn(pages.availability)],
  ['/notifications', signedIn(pages.notifications)],
  ['/booking-form-settings', signedIn(pages.bookingForm)],
  ['/integrations', adminOnly(pages.integrations)],
  ['/products', signedIn(pages.products)],
  ['/booking-links', signedIn(pages.bookingLinks)],
  ['/conectar-assistente', signedInHere(pages.connectAssistant)],
];

/** What the signed-in screens' frame shows of the features. */
const shellParts: AccountShellParts = {
  Notice: EmailOffBanner,
  useAdminSections: useAdminSidebarSections,
};

/** The session and the screens that use it; loaded only when a path is not a public one. */
export function AccountApp() {
  return (
    <SessionProvider>
      <AccountShellPartsProvider value={shellParts}>
        <Switch>
          {routes.map(([path, component]) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </AccountShellPartsProvider>
    </SessionProvider>
  );
}
