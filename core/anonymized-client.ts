import { privacyMessages } from './messages-privacy.ts';

/**
 * The e-mail every anonymized appointment carries: one shared address (so erased clients cannot
 * be told apart or linked back together) on the reserved `.invalid` domain (RFC 2606), which no
 * mail server accepts. It keeps the column's not-null and the e-mail format valid.
 */
export const ANONYMIZED_EMAIL = 'anonimizado@anonimizado.invalid';

/** What a client's name becomes after an LGPD erasure or the retention period. */
export const ANONYMIZED_CLIENT_NAME = privacyMessages.anonymizedClientName;

/** True for the placeholder address of anonymized clients: nothing is ever sent to it. */
export function isAnonymizedEmail(email: string | null | undefined): boolean {
  return email?.trim().toLowerCase() === ANONYMIZED_EMAIL;
}

/** The personal fields of an appointment once anonymized (the times and the rest stay). */
export const anonymizedClientFields = {
  clientName: ANONYMIZED_CLIENT_NAME,
  clientEmail: ANONYMIZED_EMAIL,
  clientPhone: null,
  notes: null,
} as const;
