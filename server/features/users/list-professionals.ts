import { hasOwnCalendar } from '@core/constants.ts';
import type { UserDto } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { listOrganizationUsers, toUserDto } from './users.repository.ts';

/** The organization's people who take appointments (admins included, secretaries not), by name. */
export async function listProfessionals(db: Db, { actor }: { actor: Actor }): Promise<UserDto[]> {
  const rows = await listOrganizationUsers(db, actor.organizationId);
  return rows.filter((row) => hasOwnCalendar(row.role)).map(toUserDto);
}
