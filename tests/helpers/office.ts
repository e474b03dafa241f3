import { availability, bookingFormSettings, products } from '../../server/db/schema.ts';
import type { Db } from '../../server/db/client.ts';
import { hashPassword } from '../../server/features/auth/password.ts';
import { insertUser } from '../../server/features/users/users.repository.ts';

/**
 * Adds `count` bookable professionals to an organization, each with weekday windows (08:00–18:00,
 * Monday to Saturday), two products (one inactive) and, for every other one, saved form settings.
 */
export async function seedOffice(db: Db, organizationId: string, count: number) {
  const passwordHash = await hashPassword('segredo123');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(db, {
      organizationId,
      role: 'professional',
      name: `Profissional ${String(i + 1).padStart(3, '0')} ${organizationId.slice(0, 4)}`,
      email: `office-${organizationId.slice(0, 8)}-${i}@example.com`,
      passwordHash,
      isActive: true,
    });
    ids.push(user.id);
  }
  const owned = (userId: string) => ({ organizationId, userId });
  await db.insert(availability).values(
    ids.flatMap((userId) =>
      [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        ...owned(userId),
        dayOfWeek,
        startTime: '08:00',
        endTime: '18:00',
        appointmentDuration: 30,
        maxConcurrentAppointments: 2,
      })),
    ),
  );
  await db.insert(products).values(
    ids.flatMap((userId) => [
      { ...owned(userId), name: 'Consulta', durationMinutes: 30, priceCents: 15_000 },
      { ...owned(userId), name: 'Retorno antigo', isActive: false },
    ]),
  );
  await db
    .insert(bookingFormSettings)
    .values(
      ids.filter((_, i) => i % 2).map((userId) => ({ ...owned(userId), requirePhone: true })),
    );
  return ids;
}
