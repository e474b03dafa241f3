import { runsOfficeAgenda } from '@core/constants.ts';
import { type SQL, and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../kernel/actor.ts';

interface OwnedColumns {
  organizationId: PgColumn;
  userId: PgColumn;
}

/** The rows an actor may touch: an admin or secretary, their organization's; a professional, their own. */
export function visibleTo(actor: Actor, columns: OwnedColumns): SQL {
  const inOrganization = eq(columns.organizationId, actor.organizationId);
  if (runsOfficeAgenda(actor.role)) return inOrganization;
  return and(inOrganization, eq(columns.userId, actor.userId))!;
}
