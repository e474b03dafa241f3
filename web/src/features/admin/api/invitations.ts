import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { CreateInvitationInput, InvitationDto } from '@core/schemas/invitations.ts';

export const invitationsPath = '/api/admin/invitations';

export type InviteBody = z.input<typeof CreateInvitationInput>;

/** GET /api/admin/invitations: the office's invitations, the latest first. */
export function useInvitations() {
  return useQuery({
    queryKey: [invitationsPath],
    queryFn: () => apiJson<InvitationDto[]>('GET', invitationsPath),
  });
}

/** POST /api/admin/invitations: the e-mail goes out through the outbox (202). */
export function useInvite() {
  return useMutation({
    mutationFn: (body: InviteBody) => apiJson<InvitationDto>('POST', invitationsPath, body),
    onSuccess: () => invalidateAfterChange('users'),
  });
}

/** 'Reenviar' (a new link; the old one dies) or 'Cancelar convite' (the link dies). */
export function useChangeInvitation() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) =>
      apiJson<InvitationDto>('POST', `${invitationsPath}/${encodeURIComponent(id)}/${action}`),
    onSuccess: () => invalidateAfterChange('users'),
  });
}
