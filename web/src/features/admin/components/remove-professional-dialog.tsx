import type { MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { useFutureAppointments } from '@/features/admin/api/count-future-appointments';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages as text } from '@core/messages.ts';
import type { UserDto } from '@core/schemas/auth.ts';

type RemoveProfessionalDialogProps = { user: UserDto | null; onClose: () => void };

/**
 * 'Remover' asks first how many appointments the professional has ahead. With none, it removes;
 * with some, the server would refuse, so it says so and offers 'Desativar' instead (the account
 * stops, the booked appointments stay).
 */
export function RemoveProfessionalDialog({ user, onClose }: RemoveProfessionalDialogProps) {
  const future = useFutureAppointments(user?.id);
  const deleteUser = useDeleteUser();
  const updateUser = useUpdateUser();
  const name = user?.name ?? '';
  // A count that could not be read leaves the plain removal: the server still refuses it then.
  const count = future.data?.count ?? 0;
  const checking = future.isPending && future.fetchStatus !== 'idle';
  const pending = deleteUser.isPending || updateUser.isPending;
  const action = checking
    ? 'checking'
    : count === 0
      ? 'remove'
      : user?.isActive
        ? 'deactivate'
        : 'none';

  const run = async (event: MouseEvent) => {
    event.preventDefault(); // stays open, busy, until the request ends
    if (!user) return;
    try {
      if (action === 'remove') {
        await deleteUser.mutateAsync(user.id);
        notifySuccess(text.removedTitle, text.removedDescription);
      } else {
        await updateUser.mutateAsync({ userId: user.id, body: { isActive: false } });
        notifySuccess(text.deactivatedTitle, text.deactivatedDescription(user.name));
      }
    } catch (error) {
      const fallback = action === 'remove' ? text.removeError : text.deactivateError;
      notifyFailure(error, { title: 'Erro', fallback });
    }
    onClose();
  };

  const title =
    action === 'deactivate' || action === 'none' ? text.hasFutureTitle(name) : text.confirmRemove;
  const description = {
    checking: text.checkingFuture(name),
    remove: text.removeDescription(name),
    deactivate: text.offerDeactivate(name, count),
    none: text.alreadyInactive(name, count),
  }[action];

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <DialogHeader className="pr-0">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription aria-live="polite">{description}</AlertDialogDescription>
        </DialogHeader>
        <DialogFooter>
          <AlertDialogCancel disabled={pending}>
            {action === 'none' ? 'Fechar' : 'Cancelar'}
          </AlertDialogCancel>
          {action === 'deactivate' ? (
            <AlertDialogAction tone="default" onClick={run} disabled={pending}>
              {pending ? 'Desativando...' : 'Desativar'}
            </AlertDialogAction>
          ) : action !== 'none' ? (
            <AlertDialogAction onClick={run} disabled={pending || checking}>
              {pending ? 'Removendo...' : 'Remover'}
            </AlertDialogAction>
          ) : null}
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
