import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type {
  TransferAppointmentsDto,
  TransferAppointmentsInput,
} from '@core/schemas/hand-over.ts';
import { usersPath } from './list-users';

type TransferRequest = { userId: string; body: TransferAppointmentsInput };

/** POST /api/admin/users/{userId}/transfer-appointments: a preview (dryRun) or the transfer. */
export function transferAppointments({ userId, body }: TransferRequest) {
  return apiJson<TransferAppointmentsDto>(
    'POST',
    `${usersPath}/${encodeURIComponent(userId)}/transfer-appointments`,
    body,
  );
}

/** A preview changes nothing; a transfer refreshes the agendas and the team. */
export function useTransferAppointments() {
  return useMutation({
    mutationFn: transferAppointments,
    onSuccess: (result) => {
      if (!result.dryRun) void invalidateAfterChange('appointments');
    },
  });
}
