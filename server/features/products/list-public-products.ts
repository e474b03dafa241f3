import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { findBookableUser } from '../users/users.repository.ts';
import { listUserProducts } from './products.repository.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The active products a client may choose on a professional's public booking page. */
export async function listPublicProducts(db: Db, { userId }: { userId: string }) {
  const user = isUuid(userId) ? await findBookableUser(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', usersMessages.notFound);
  return listUserProducts(db, user.id, { onlyActive: true });
}
