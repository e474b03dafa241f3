import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useUsers } from '@/features/admin/api/list-users';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages } from '../../../../../core/messages.ts';
import type { UserDto } from '../../../../../core/schemas/auth.ts';
import { EditProfessionalDialog } from './edit-professional-dialog';
import { ProfessionalsTable } from './professionals-table';

type ProfessionalsCardProps = { currentUserId: string; onAdd: () => void };

/** The team: the professionals table with its add, edit and remove flows. */
export function ProfessionalsCard({ currentUserId, onAdd }: ProfessionalsCardProps) {
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [removing, setRemoving] = useState<UserDto | null>(null);

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteUser.mutateAsync(removing.id);
      notifySuccess(usersMessages.removedTitle, usersMessages.removedDescription);
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: usersMessages.removeError });
    }
  };

  return (
    <Card className="gap-4 pb-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Profissionais</CardTitle>
          <CardDescription>Gerencie a equipe e compartilhe o link de cada um.</CardDescription>
        </div>
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Adicionar Profissional
        </Button>
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
          />
        )}
      </QueryState>
      <EditProfessionalDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={usersMessages.confirmRemove}
        description={`${removing?.name ?? ''} perde o acesso e o link de agendamento deixa de funcionar. Os atendimentos já realizados continuam no histórico.`}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={deleteUser.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}
