import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ChangePasswordInput, MessageResponse } from '@core/schemas/auth.ts';

/** POST /api/user/password: this session stays signed in, the user's other sessions end. */
export function changePassword(input: ChangePasswordInput) {
  return apiJson<MessageResponse>('POST', '/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
