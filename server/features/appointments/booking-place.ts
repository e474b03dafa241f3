import { makesConference } from '../calendars/calendar-connections.ts';
import { placeWithoutProduct } from '../products/products.repository.ts';
import type { LockedProfessional } from '../users/users.repository.ts';
import type { SnapshotProduct } from '../scheduling/schedule-snapshot.ts';

/**
 * Where a public booking happens, as `bookingPlaceOf` says, from what the booking already read in
 * its transaction: the product's place (the schedule snapshot has it) or, without a product, no
 * place unless the professional's calendar makes a conference (the locked read says whether it
 * is live).
 */
export function publicBookingPlace(
  professional: Pick<LockedProfessional, 'autoCreateMeet' | 'calendarSync' | 'liveCalendarId'>,
  product: SnapshotProduct | undefined,
) {
  if (product) {
    return {
      locationKind: product.locationKind,
      locationDetail: product.locationDetail,
      locationConference: product.conference,
    };
  }
  return placeWithoutProduct(makesConference(professional));
}
