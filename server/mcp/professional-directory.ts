import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { listProfessionals } from '../features/users/list-professionals.ts';
import type { McpContext } from './mcp-context.ts';
import type { ProfessionalSummaryDto } from './output-schemas.ts';

/** The organization's professionals, with the zone and name of each for the answers. */
export async function professionalDirectory(ctx: Pick<McpContext, 'db' | 'actor'>) {
  const users = await listProfessionals(ctx.db, { actor: ctx.actor });
  const professionals: ProfessionalSummaryDto[] = users.map((user) => ({
    id: user.id,
    name: user.name,
    title: user.title,
    timezone: user.timezone,
    isActive: user.isActive,
  }));
  const byId = new Map(professionals.map((professional) => [professional.id, professional]));
  return {
    professionals,
    zoneOf: (id: string | undefined) => (id && byId.get(id)?.timezone) || DEFAULT_TIMEZONE,
    nameOf: (id: string) => byId.get(id)?.name ?? null,
  };
}

export type ProfessionalDirectory = Awaited<ReturnType<typeof professionalDirectory>>;
