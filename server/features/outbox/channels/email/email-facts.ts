import type { OrganizationDto } from '@core/schemas/organization.ts';
import type { Db } from '@server/db/client.ts';
import { findOrganizations } from '../../../organization/organization.repository.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import {
  type ManageLinkFacts,
  type RecordedEmail,
  findManageTokens,
  recordedEmails,
} from '../../../email/email-outbox.repository.ts';

/**
 * What the e-mails of a batch of outbox rows read beyond their rows: which are recorded already,
 * the organizations' names and the appointments' private links and current statuses. Read once per batch (three
 * statements side by side), not once per e-mail (issue 20: a booking's two e-mails cost six
 * reads of the database thread).
 */
export interface EmailFacts {
  /** The rows whose e-mail was already sent or stored, and which (a retry must not repeat it). */
  recorded: Map<string, RecordedEmail>;
  organizations: Map<string, OrganizationDto>;
  /** Manage tokens by appointment id, with the organization each belongs to and its status now. */
  manageTokens: Map<string, ManageLinkFacts & { organizationId: string }>;
}

export async function loadEmailFacts(db: Db, rows: ClaimedRow[]): Promise<EmailFacts | undefined> {
  const emails = rows.filter((row) => row.channel === 'email');
  if (emails.length === 0) return undefined;
  const organizationIds = [...new Set(emails.map((row) => row.organizationId))];
  const appointmentIds = [...new Set(emails.flatMap((row) => row.appointmentId ?? []))];
  const [recorded, organizations, manageTokens] = await Promise.all([
    recordedEmails(
      db,
      emails.map((row) => row.id),
    ),
    findOrganizations(db, organizationIds),
    appointmentIds.length ? findManageTokens(db, appointmentIds) : new Map(),
  ]);
  return {
    recorded,
    organizations: new Map(organizations.map((row) => [row.id, row])),
    manageTokens,
  };
}
