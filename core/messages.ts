/**
 * pt-BR texts that both the server and the web show (SPEC §5, §8), one module per area: a page
 * downloads only the areas it shows.
 */
export { validationMessages } from './messages/validation.ts';
export { authMessages } from './messages/auth.ts';
export { usersMessages } from './messages/users.ts';
export { invitationsMessages } from './messages/invitations.ts';
export { availabilityMessages } from './messages/availability.ts';
export { productsMessages } from './messages/products.ts';
export { profileMessages } from './messages/profile.ts';
export { appointmentsMessages } from './messages/appointments.ts';
export { appointmentStatusMessages } from './messages/appointment-status.ts';
export { seriesMessages } from './messages/appointment-series.ts';
export { blocksMessages } from './messages/blocks.ts';
export { bookingMessages } from './messages/booking.ts';
export { manageBookingMessages } from './messages/manage-booking.ts';
export { confirmationMessages } from './messages/confirmation.ts';
export { notificationsMessages } from './messages/notifications.ts';
export { integrationsMessages } from './messages/integrations.ts';
export { googleMessages } from './messages/google.ts';
export { calendarMessages } from './messages/calendars.ts';
export { pixMessages } from './messages/pix.ts';
export { pixPspMessages } from './messages/pix-psp.ts';
export { holidaysMessages } from './messages/holidays.ts';
export { bookingWindowMessages } from './messages/booking-window.ts';
export { dateOverridesMessages } from './messages/date-overrides.ts';
export { numbersMessages } from './messages/numbers.ts';
export { organizationMessages } from './messages/organization.ts';
export { genericMessages } from './messages/generic.ts';
export { anyProfessionalMessages, areasMessages } from './messages/areas.ts';
export { officeServicesMessages } from './messages/office-services.ts';
export { waitlistMessages } from './messages/waitlist.ts';
export { intakeMessages } from './messages/intake.ts';
