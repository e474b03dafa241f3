/** The client form's id: the confirm button sits in the summary, outside the form. */
export const BOOKING_FORM_ID = 'booking-client-form';
