import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/components/protected-route';
import { lazyPage } from '@/lib/lazy-page';
import { SessionProvider } from '@/lib/session';
import { NotFoundPage } from '@/pages/not-found';

const pages = {
  login: lazyPage(() => import('@/pages/login'), 'LoginPage'),
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

const signedIn = (component: ComponentType) => () => <ProtectedRoute component={component} />;
const adminOnly = (component: ComponentType) => () => (
  <ProtectedRoute component={component} adminOnly />
);
// Signed in first, then back to the same screen (an AI assistant's consent, decision 033).
const signedInHere = (component: ComponentType) => () => (
  <ProtectedRoute component={component} returnHere />
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

/** The session and the screens that use it; loaded only when a path is not a public one. */
export function AccountApp() {
  return (
    <SessionProvider>
      <Switch>
        {routes.map(([path, component]) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </SessionProvider>
  );
}
