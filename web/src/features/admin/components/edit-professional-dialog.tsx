import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usersMessages, validationMessages } from '@core/messages.ts';
import type { UserDto } from '@core/schemas/auth.ts';
import { AreasText } from '@core/schemas/areas.ts';
import { UpdateProfessionalInput } from '@core/schemas/users.ts';
import type { Timezone } from '@core/timezones.ts';
import { ProfessionalFields, type ProfessionalFormValues } from './professional-fields';
import { toastInvalidProfessional } from './professional-form-errors';

// On edit the specialty is required too (SPEC §5); the rest is the server's own schema.
const EditProfessionalForm = UpdateProfessionalInput.extend({
  title: z.string().trim().min(1, validationMessages.required).max(120, validationMessages.tooLong),
  areas: AreasText,
});

function toFormValues(user: UserDto): ProfessionalFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    title: user.title ?? '',
    description: user.description ?? '',
    color: user.color,
    timezone: user.timezone as Timezone,
    isActive: user.isActive,
    areas: user.areas.join(', '),
  };
}

type EditProfessionalDialogProps = { user: UserDto | null; onClose: () => void };

/** The edit modal; open while `user` is set. */
export function EditProfessionalDialog({ user, onClose }: EditProfessionalDialogProps) {
  const updateUser = useUpdateUser();
  const form = useForm<ProfessionalFormValues, unknown, z.output<typeof EditProfessionalForm>>({
    resolver: formResolver(EditProfessionalForm),
  });
  const { reset } = form;

  useEffect(() => {
    if (user) reset(toFormValues(user));
  }, [user, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    if (!user) return;
    try {
      await updateUser.mutateAsync({ userId: user.id, body });
      notifySuccess('Sucesso!', usersMessages.updatedDescription);
      onClose();
    } catch (error) {
      notifyFailure(error, {
        title: 'Erro',
        fallback: usersMessages.updateError,
        setError: form.setError,
      });
    }
  }, toastInvalidProfessional);

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title="Editar Profissional"
      description={`Atualize os dados de ${user?.name ?? ''}.`}
      onSubmit={onSubmit}
      submitLabel="Salvar alterações"
      pending={updateUser.isPending}
      wide
    >
      <ProfessionalFields form={form} mode="edit" />
    </FormDialog>
  );
}
