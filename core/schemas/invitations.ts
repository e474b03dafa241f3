import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { invitationsMessages } from '../messages.ts';
import { Email, NewPassword, PersonName } from './auth.ts';
import { OptionalText } from './users.ts';

/** The admin's invitation: who, with which role and specialty ('Especialidade', the user's title). */
export const CreateInvitationInput = z.object({
  email: Email,
  name: PersonName,
  role: z.enum(ROLES, { error: invitationsMessages.invalidRole }),
  title: OptionalText(120),
});
export type CreateInvitationInput = z.output<typeof CreateInvitationInput>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  title: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** When it was sent last (the first time, or its latest 'Reenviar'). */
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InvitationDto = z.infer<typeof InvitationDto>;

export const InvitationIdParams = z.object({
  invitationId: z.uuid({ error: invitationsMessages.notFound }),
});

const InvitationToken = z
  .string({ error: invitationsMessages.invalidLink })
  .min(1, invitationsMessages.invalidLink)
  .max(200, invitationsMessages.invalidLink);

/** The accept page asks what the link is about before showing its form. */
export const InvitationTokenInput = z.object({ token: InvitationToken });

/** What the invitee sees of their invitation: their address and the office that invites them. */
export const InvitationPreviewDto = z.object({
  email: z.string(),
  name: z.string(),
  organizationName: z.string(),
});
export type InvitationPreviewDto = z.infer<typeof InvitationPreviewDto>;

/** The link's token and the password the invitee chooses (the same rules as registration). */
export const AcceptInvitationInput = z.object({ token: InvitationToken, password: NewPassword });
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;
