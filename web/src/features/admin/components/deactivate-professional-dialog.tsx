import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages as text } from '@core/messages.ts';
import type { UserDto } from '@core/schemas/auth.ts';

type DeactivateProfessionalDialogProps = { user: UserDto | null; onClose: () => void };

/** 'Desativar' from the professionals' menu: says what it does, then turns the account off. */
export function DeactivateProfessionalDialog({ user, onClose }: DeactivateProfessionalDialogProps) {
  const updateUser = useUpdateUser();
  const name = user?.name ?? '';
  const deactivate = async () => {
    if (!user) return;
    try {
      await updateUser.mutateAsync({ userId: user.id, body: { isActive: false } });
      notifySuccess(text.deactivatedTitle, text.deactivatedDescription(name));
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: text.deactivateError });
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={text.confirmDeactivateTitle(name)}
      description={text.confirmDeactivate(name)}
      confirmLabel="Desativar"
      pendingLabel="Desativando..."
      pending={updateUser.isPending}
      onConfirm={deactivate}
    />
  );
}
