import { MailIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUsers } from '@/features/admin/api/list-users';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages as text } from '@core/messages.ts';
import type { UserDto } from '@core/schemas/auth.ts';
import { DeactivateProfessionalDialog } from './deactivate-professional-dialog';
import { EditProfessionalDialog } from './edit-professional-dialog';
import { ProfessionalsTable } from './professionals-table';
import { RemoveProfessionalDialog } from './remove-professional-dialog';
import { TransferAppointmentsDialog } from './transfer-appointments-dialog';

type ProfessionalsCardProps = { currentUserId: string; onAdd: () => void; onInvite: () => void };

/**
 * The team: the professionals table with its invite, add, edit, remove, deactivate / reactivate
 * and hand-over ('Transferir agendamentos') flows.
 */
export function ProfessionalsCard({ currentUserId, onAdd, onInvite }: ProfessionalsCardProps) {
  const users = useUsers();
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [removing, setRemoving] = useState<UserDto | null>(null);
  const [deactivating, setDeactivating] = useState<UserDto | null>(null);
  const [transferring, setTransferring] = useState<UserDto | null>(null);
  const updateUser = useUpdateUser();

  const reactivate = async (user: UserDto) => {
    try {
      await updateUser.mutateAsync({ userId: user.id, body: { isActive: true } });
      notifySuccess(text.reactivatedTitle, text.reactivatedDescription(user.name));
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: text.reactivateError });
    }
  };
  const setActive = (user: UserDto, active: boolean) =>
    active ? void reactivate(user) : setDeactivating(user);

  return (
    <Card className="gap-4 pb-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Profissionais</CardTitle>
          <CardDescription>Gerencie a equipe e compartilhe o link de cada um.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onInvite}>
            <MailIcon aria-hidden="true" />
            Convidar
          </Button>
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden="true" />
            Adicionar Profissional
          </Button>
        </div>
      </CardHeader>
      <QueryState
        query={users}
        loading="Carregando profissionais..."
        error="Não foi possível carregar os profissionais."
      >
        {(team) => (
          <ProfessionalsTable
            users={team}
            currentUserId={currentUserId}
            onEdit={setEditing}
            onRemove={setRemoving}
            onSetActive={setActive}
            onTransfer={setTransferring}
          />
        )}
      </QueryState>
      <EditProfessionalDialog user={editing} onClose={() => setEditing(null)} />
      <RemoveProfessionalDialog user={removing} onClose={() => setRemoving(null)} />
      <DeactivateProfessionalDialog user={deactivating} onClose={() => setDeactivating(null)} />
      <TransferAppointmentsDialog
        user={transferring}
        team={users.data ?? []}
        onClose={() => setTransferring(null)}
      />
    </Card>
  );
}
