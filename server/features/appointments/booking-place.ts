import type { LockedProfessional } from '../users/users.repository.ts';
import type { SnapshotProduct } from '../scheduling/schedule-snapshot.ts';

/**
 * Where a public booking happens, as `bookingPlaceOf` says, from what the booking already read in
 * its transaction: the product's place (the schedule snapshot has it) or, without a product, no
 * place unless the professional may get a Meet (the locked read says whether Google is live).
 */
export function publicBookingPlace(
  professional: Pick<
    LockedProfessional,
    'autoCreateMeet' | 'calendarSync' | 'liveGoogleCalendarId'
  >,
  product: SnapshotProduct | undefined,
) {
  if (product) {
    return {
      locationKind: product.locationKind,
      locationDetail: product.locationDetail,
      locationGoogleMeet: product.googleMeet,
    };
  }
  // No product: no place is said, unless Google will make a Meet for it.
  const canMeet = Boolean(
    professional.autoCreateMeet && professional.calendarSync && professional.liveGoogleCalendarId,
  );
  return {
    locationKind: canMeet ? ('online' as const) : null,
    locationDetail: null,
    locationGoogleMeet: canMeet,
  };
}
