import type { ComponentType } from 'react';
import { loadFullStylesheet } from '@/lib/full-stylesheet';
import { lazyPage } from '@/lib/lazy-page';

// The entry holds only what decides between screens: each screen loads on demand, and the
// signed-in part (session, login, dashboards) is one more chunk that public pages never load.
const pages = {
  landing: lazyPage(() => import('@/pages/landing'), 'LandingPage'),
  bookPersonal: lazyPage(() => import('@/pages/book-personal'), 'BookPersonalPage'),
  bookShared: lazyPage(() => import('@/pages/book-shared'), 'BookSharedPage'),
  officePrivacy: lazyPage(() => import('@/pages/office-privacy'), 'OfficePrivacyPage'),
  bookProfessional: lazyPage(() => import('@/pages/book-professional'), 'BookProfessionalPage'),
  manageBooking: lazyPage(() => import('@/pages/manage-booking'), 'ManageBookingPage'),
  confirmPresence: lazyPage(() => import('@/pages/confirm-presence'), 'ConfirmPresencePage'),
  waitlistOffer: lazyPage(
    () => import('@/pages/waitlist-offer').then((page) => page.withOfferForm(page)),
    'WaitlistOfferPage',
  ),
  privacy: lazyPage(() => import('@/pages/privacy'), 'PrivacyPage'),
  terms: lazyPage(() => import('@/pages/terms'), 'TermsPage'),
  cookies: lazyPage(() => import('@/pages/cookies'), 'CookiesPage'),
};

/** The public screens of SPEC §2, which need no session (the server renders them too). */
export const publicRoutes: Array<
  [path: string, component: ComponentType & { preload(): unknown }]
> = [
  ['/', pages.landing],
  ['/book/personal/:slug', pages.bookPersonal],
  ['/book/shared/:adminId', pages.bookShared],
  // The office's 'Aviso de privacidade' (decision 078), by its slug or its admin's id.
  ['/book/shared/:adminId/privacidade', pages.officePrivacy],
  ['/book/:slug', pages.bookProfessional],
  // The client's private link from their e-mails: cancel or reschedule without an account.
  ['/agendamento/:token', pages.manageBooking],
  // Its reminder's 'Confirmar presença' link (decision 087): the page confirms with a POST.
  ['/agendamento/:token/confirmar', pages.confirmPresence],
  // A waitlist offer's private link (issue 36): book or decline the time it holds.
  ['/lista-de-espera/:token', pages.waitlistOffer],
  // The landing's footer: what the product stores, its terms and its one cookie.
  ['/privacidade', pages.privacy],
  ['/termos', pages.terms],
  ['/cookies', pages.cookies],
];

/**
 * Every other path: login, the signed-in screens and the not-found screen, with the whole app's
 * stylesheet (a public page the server rendered came with its own rules alone).
 */
export const AccountApp = lazyPage(
  () => Promise.all([import('@/account-app'), loadFullStylesheet()]).then(([module]) => module),
  'AccountApp',
);
