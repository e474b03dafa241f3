import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AuthResponse } from '@core/schemas/auth.ts';
import type { AcceptInvitationInput, InvitationPreviewDto } from '@core/schemas/invitations.ts';

/** POST /api/auth/invitation: who the link invites, and by which office (400 once it is dead). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['/api/auth/invitation', token],
    queryFn: () => apiJson<InvitationPreviewDto>('POST', '/api/auth/invitation', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/auth/invitation/accept: the chosen password; answers a session, as a login does. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiJson<AuthResponse>('POST', '/api/auth/invitation/accept', input),
  });
}
