import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { UserDto } from '@core/schemas/auth.ts';
import type { UpdateProfileInput } from '@core/schemas/profile.ts';
import { profilePath, profileQueryOptions } from './get-profile';

export type UpdateProfileBody = z.input<typeof UpdateProfileInput>;

/** PATCH /api/user/profile: absent fields keep their current value. */
export function updateProfile(body: UpdateProfileBody) {
  return apiJson<UserDto>('PATCH', profilePath, body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      await invalidateAfterChange('settings', queryClient);
    },
  });
}
