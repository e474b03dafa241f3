import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/components/protected-route';
import { hasOwnCalendar, runsOfficeAgenda, type Role } from '@core/constants.ts';
import { lazyPage } from '@/lib/lazy-page';
import { SessionProvider } from '@/lib/session';
import type { LoginPageProps } from '@/pages/login';
import { NotFoundPage } from '@/pages/not-found';

/**
 * A screen in the signed-in frame, loaded with what the frame shows of the features
 * (account-frame.tsx): the login and password screens never load them.
 */
function framedPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazyPage(async () => {
    const [module, { framed }] = await Promise.all([load(), import('@/account-frame')]);
    return { [name]: framed(module[name]) } as Record<Name, ComponentType>;
  }, name);
}

const pages = {
  login: lazyPage<'LoginPage', LoginPageProps>(() => import('@/pages/login'), 'LoginPage'),
  register: lazyPage(() => import('@/pages/register'), 'RegisterPage'),
  forgotPassword: lazyPage(() => import('@/pages/forgot-password'), 'ForgotPasswordPage'),
  resetPassword: lazyPage(() => import('@/pages/reset-password'), 'ResetPasswordPage'),
  acceptInvitation: lazyPage(() => import('@/pages/accept-invitation'), 'AcceptInvitationPage'),
  admin: framedPage(() => import('@/pages/admin-dashboard'), 'AdminDashboardPage'),
  user: framedPage(() => import('@/pages/user-dashboard'), 'UserDashboardPage'),
  settings: framedPage(() => import('@/pages/settings'), 'SettingsPage'),
  availability: framedPage(() => import('@/pages/availability'), 'AvailabilityPage'),
  notifications: framedPage(() => import('@/pages/notifications'), 'NotificationsPage'),
  bookingForm: framedPage(() => import('@/pages/booking-form-settings'), 'BookingFormSettingsPage'),
  integrations: framedPage(() => import('@/pages/integrations'), 'IntegrationsPage'),
  products: framedPage(() => import('@/pages/products'), 'ProductsPage'),
  officeServices: framedPage(() => import('@/pages/office-services'), 'OfficeServicesPage'),
  intakeQuestions: framedPage(() => import('@/pages/intake-questions'), 'IntakeQuestionsPage'),
  bookingLinks: framedPage(() => import('@/pages/booking-links'), 'BookingLinksPage'),
  waitlist: framedPage(() => import('@/pages/waitlist'), 'WaitlistPage'),
  connectAssistant: lazyPage(() => import('@/pages/connect-assistant'), 'ConnectAssistantPage'),
};

// Without a session the login screen; a role not allowed on the screen the not-found screen.
const guard = { signIn: pages.login, refused: NotFoundPage };
const signedIn = (component: ComponentType) => () => (
  <ProtectedRoute component={component} {...guard} />
);
const onlyFor = (allows: (role: Role) => boolean) => (component: ComponentType) => () => (
  <ProtectedRoute component={component} allows={(role) => allows(role as Role)} {...guard} />
);
const adminOnly = onlyFor((role) => role === 'admin');
// The office's agenda (admin, secretary); the screens of one's own calendar (not a secretary).
const officeAgenda = onlyFor(runsOfficeAgenda);
const ownCalendar = onlyFor(hasOwnCalendar);
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
  // The page an invitation e-mail links to (/aceitar-convite?token=…).
  ['/aceitar-convite', pages.acceptInvitation],
  ['/admin', officeAgenda(pages.admin)],
  ['/admin-dashboard', officeAgenda(pages.admin)],
  ['/dashboard', ownCalendar(pages.user)],
  ['/user-dashboard', ownCalendar(pages.user)],
  ['/settings', signedIn(pages.settings)],
  ['/availability', ownCalendar(pages.availability)],
  ['/notifications', ownCalendar(pages.notifications)],
  ['/booking-form-settings', ownCalendar(pages.bookingForm)],
  ['/integrations', adminOnly(pages.integrations)],
  ['/products', ownCalendar(pages.products)],
  ['/office-services', adminOnly(pages.officeServices)],
  ['/intake-questions', adminOnly(pages.intakeQuestions)],
  ['/booking-links', ownCalendar(pages.bookingLinks)],
  // 'Lista de espera' (issue 36): the office's for admin and secretary, one's own otherwise.
  ['/waitlist', signedIn(pages.waitlist)],
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
