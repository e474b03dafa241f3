import { AppError } from '@core/app-error.ts';
import { areasMessages } from '@core/messages.ts';
import { sameArea } from '@core/schemas/areas.ts';
import type { Db } from '../../db/client.ts';
import { listAvailabilityOfUsers } from '../availability/availability.repository.ts';
import { noServiceAllowed } from '@core/no-service-allowed.ts';
import { getBookingFormSettingsOfUsers } from '../booking-form/booking-form.repository.ts';
import { listBookableUsers } from '../booking/booking.repository.ts';
import { listActiveProductsOfUsers } from '../products/products.repository.ts';

/**
 * The office's bookable professionals of an area (REST v1 and MCP act for theirs; the shared
 * link's office through candidatesOfLink): with opening hours (as the shared page offers them)
 * and bookable without a service ('Qualquer profissional' of an area books none). 404 when
 * nobody fits.
 */
export async function areaProfessionalsOf(db: Db, organizationId: string, area: string) {
  const members = (await listBookableUsers(db, organizationId)).filter((user) =>
    user.areas.some((own) => sameArea(own, area)),
  );
  const ids = members.map((user) => user.id);
  const [windows, forms, products] = await Promise.all([
    listAvailabilityOfUsers(db, organizationId, ids),
    getBookingFormSettingsOfUsers(db, organizationId, ids),
    listActiveProductsOfUsers(db, organizationId, ids),
  ]);
  const open = members.filter(
    (user) =>
      windows.get(user.id)!.some((w) => w.isActive) &&
      noServiceAllowed(forms.get(user.id)!, products.get(user.id)!.length),
  );
  if (!open.length) throw new AppError('NOT_FOUND', areasMessages.areaNotFound);
  return open;
}
