import type { Db } from '../../db/client.ts';
import type { ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import type { ComposedEmail } from './compose-notification-email.ts';
import type { EmailFacts } from '../outbox/channels/email/email-facts.ts';

export interface ComposeOptions {
  /** Where the e-mail's links point (PUBLIC_URL). */
  baseUrl: string;
  now?: number;
  /** Read for the row's batch (email-facts.ts); without them the composer reads its own. */
  facts?: EmailFacts | undefined;
}

/** Writes the e-mail of one outbox row of its kind. */
export type EmailComposer = (
  db: Db,
  row: ClaimedRow,
  options: ComposeOptions,
) => Promise<ComposedEmail>;
