import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BOOKING_FORM_SETTINGS } from '@core/constants.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';
import type { Db } from '../../db/client.ts';
import { bookingFormSettings } from '../../db/schema.ts';

type SettingsRow = typeof bookingFormSettings.$inferSelect;

/** A saved row's settings, or the SPEC §3 defaults when never saved (no row). */
export function toSettingsDto(row: SettingsRow | null | undefined): BookingFormSettingsDto {
  if (!row) return { ...DEFAULT_BOOKING_FORM_SETTINGS };
  return {
    requireName: row.requireName,
    requireEmail: row.requireEmail,
    requirePhone: row.requirePhone,
    showPhone: row.showPhone,
    requireNotes: row.requireNotes,
    showNotes: row.showNotes,
    customMessage: row.customMessage,
    allowNoService: row.allowNoService,
  };
}

/** A user's public booking form settings, or the SPEC §3 defaults when never saved. */
export async function getBookingFormSettings(
  db: Db,
  userId: string,
): Promise<BookingFormSettingsDto> {
  const [row] = await db
    .select()
    .from(bookingFormSettings)
    .where(eq(bookingFormSettings.userId, userId))
    .limit(1);
  return toSettingsDto(row);
}

/** The settings of several users of one organization in one query, defaults for the unsaved. */
export async function getBookingFormSettingsOfUsers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, BookingFormSettingsDto>> {
  const rows = userIds.length
    ? await db
        .select()
        .from(bookingFormSettings)
        .where(
          and(
            eq(bookingFormSettings.organizationId, organizationId),
            inArray(bookingFormSettings.userId, userIds),
          ),
        )
    : [];
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, toSettingsDto(byUser.get(id))]));
}

/** Inserts or replaces a user's settings. */
export async function upsertBookingFormSettings(
  db: Db,
  owner: { userId: string; organizationId: string },
  settings: BookingFormSettingsDto,
): Promise<void> {
  const changes = { ...settings, updatedAt: new Date() };
  await db
    .insert(bookingFormSettings)
    .values({ ...owner, ...changes })
    .onConflictDoUpdate({ target: bookingFormSettings.userId, set: changes });
}
