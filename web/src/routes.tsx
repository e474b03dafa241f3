import type { ComponentType } from 'react';
import { ProtectedRoute } from '@/components/protected-route';
import { lazyPage } from '@/lib/lazy-page';
import { LandingPage } from '@/pages/landing';

// Every screen but the landing page loads on demand, so a first visit downloads little.
const pages = {
  login: lazyPage(() => import('@/pages/login'), 'LoginPage'),
  register: lazyPage(() => import('@/pages/register'), 'RegisterPage'),
  admin: lazyPage(() => import('@/pages/admin-dashboard'), 'AdminDashboardPage'),
  user: lazyPage(() => import('@/pages/user-dashboard'), 'UserDashboardPage'),
  settings: lazyPage(() => import('@/pages/settings'), 'SettingsPage'),
  availability: lazyPage(() => import('@/pages/availability'), 'AvailabilityPage'),
  notifications: lazyPage(() => import('@/pages/notifications'), 'NotificationsPage'),
  bookingForm: lazyPage(() => import('@/pages/booking-form-settings'), 'BookingFormSettingsPage'),
  integrations: lazyPage(() => import('@/pages/integrations'), 'IntegrationsPage'),
  products: lazyPage(() => import('@/pages/products'), 'ProductsPage'),
  bookingLinks: lazyPage(() => import('@/pages/booking-links'), 'BookingLinksPage'),
  bookPersonal: lazyPage(() => import('@/pages/book-personal'), 'BookPersonalPage'),
  bookShared: lazyPage(() => import('@/pages/book-shared'), 'BookSharedPage'),
  bookProfessional: lazyPage(() => import('@/pages/book-professional'), 'BookProfessionalPage'),
  manageBooking: lazyPage(() => import('@/pages/manage-booking'), 'ManageBookingPage'),
};

const signedIn = (component: ComponentType) => () => <ProtectedRoute component={component} />;
const adminOnly = (component: ComponentType) => () => (
  <ProtectedRoute component={component} adminOnly />
);

/** The route table of SPEC §2 (the not-found screen catches everything else). */
export const routes: Array<[path: string, component: ComponentType]> = [
  ['/', LandingPage],
  ['/login', pages.login],
  ['/register', pages.register],
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
  ['/book/personal/:slug', pages.bookPersonal],
  ['/book/shared/:adminId', pages.bookShared],
  ['/book/:slug', pages.bookProfessional],
  // The client's private link from their e-mails: cancel or reschedule without an account.
  ['/agendamento/:token', pages.manageBooking],
];
