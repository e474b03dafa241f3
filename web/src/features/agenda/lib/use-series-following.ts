import { useMutation } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { invalidateAfterChange } from '@/lib/query-client';
import { cancelFollowing, moveFollowing } from '../api/create-appointment-series';

/** 'Este e os seguintes' of a series' occurrence: move them all by as much, or cancel them. */
export function useSeriesFollowing(onDone: () => void) {
  const mutation = useMutation({
    mutationFn: (change: { id: string; startTime?: string }) =>
      change.startTime ? moveFollowing(change.id, change.startTime) : cancelFollowing(change.id),
    onSuccess: () => invalidateAfterChange('appointments'),
  });
  const run = async (change: { id: string; startTime?: string }) => {
    try {
      await mutation.mutateAsync(change);
      notifySuccess(
        change.startTime ? 'Agendamentos movidos' : 'Agendamentos removidos',
        change.startTime
          ? 'Este e os seguintes foram movidos.'
          : 'Este e os seguintes foram removidos.',
      );
      onDone();
    } catch (error) {
      notifyFailure(error, {
        title: change.startTime ? 'Erro ao mover a série.' : 'Erro ao remover a série.',
        fallback: 'Não foi possível alterar a série. Tente novamente.',
      });
    }
  };
  return { run, pending: mutation.isPending };
}
