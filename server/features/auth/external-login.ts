import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { registerExternalAdmin } from './register-admin.ts';

const ExternalUser = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  email: z.email(),
  nome: z.string().optional(),
  name: z.string().optional(),
  tipos_areas_atuacao: z.array(z.unknown()).default([]),
});

function hasAgendaArea(areas: unknown[]): boolean {
  return areas.some((area) => {
    if (typeof area === 'string') return area === 'AGENDA';
    if (area && typeof area === 'object') return Object.values(area).includes('AGENDA');
    return false;
  });
}

export interface ExternalLoginOptions {
  providerUrl: string | undefined;
  timeoutMs: number;
  externalToken: string;
}

/** Asks the provider who owns the token; only users with the AGENDA area may enter. */
async function fetchExternalUser(options: ExternalLoginOptions & { providerUrl: string }) {
  let response: Response;
  try {
    response = await fetch(new URL('/api/usuario-medusa/', options.providerUrl), {
      headers: { Authorization: `Token ${options.externalToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw new AppError('BAD_GATEWAY', authMessages.externalFailed);
  }
  if (response.status === 401 || response.status === 403) {
    throw new AppError('UNAUTHENTICATED', authMessages.externalFailed);
  }
  const parsed = ExternalUser.safeParse(
    response.ok ? await response.json().catch(() => null) : null,
  );
  if (!parsed.success) throw new AppError('BAD_GATEWAY', authMessages.externalFailed);
  return parsed.data;
}

/** Signs in (or first registers, as the admin of a new organization) a provider user. */
export async function externalLogin(db: Db, options: ExternalLoginOptions) {
  const { providerUrl } = options;
  if (!providerUrl) throw new AppError('UNAVAILABLE', authMessages.externalDisabled);
  const external = await fetchExternalUser({ ...options, providerUrl });
  if (!hasAgendaArea(external.tipos_areas_atuacao)) {
    throw new AppError('FORBIDDEN', authMessages.noAgendaPermission);
  }
  const existing = await findUserByEmail(db, external.email);
  if (existing) {
    if (!existing.isActive) throw new AppError('FORBIDDEN', authMessages.inactiveUser);
    return existing;
  }
  const name = external.nome ?? external.name ?? external.email.split('@')[0]!;
  return registerExternalAdmin(db, {
    name,
    email: external.email.toLowerCase(),
    externalId: external.id === undefined ? null : String(external.id),
  });
}
