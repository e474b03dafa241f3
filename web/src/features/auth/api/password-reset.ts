import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  MessageResponse,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@core/schemas/auth.ts';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiJson<MessageResponse>('POST', '/api/auth/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export function confirmPasswordReset(input: PasswordResetConfirmInput) {
  return apiJson<MessageResponse>('POST', '/api/auth/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
