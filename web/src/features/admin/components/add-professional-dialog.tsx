import { useEffect, useEffectEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreasText } from '@core/schemas/areas.ts';
import { FormDialog } from '@/components/form-dialog';
import { useCreateUser } from '@/features/admin/api/create-user';
import { useUsers } from '@/features/admin/api/list-users';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { usersMessages } from '@core/messages.ts';
import { nextProfessionalColor } from '@core/professional-colors.ts';
import { CreateProfessionalInput } from '@core/schemas/users.ts';
import { ProfessionalFields, type ProfessionalFormValues } from './professional-fields';
import { toastInvalidProfessional } from './professional-form-errors';

/** The server's schema, the areas read from the text typed. */
const CreateProfessionalForm = CreateProfessionalInput.extend({ areas: AreasText });

/** A blank form with the colour the server would give: the first nobody in the team has. */
const emptyProfessional = (color: string): ProfessionalFormValues => ({
  name: '',
  email: '',
  password: '',
  title: '',
  description: '',
  color,
  timezone: DEFAULT_TIMEZONE,
  isActive: true,
  areas: '',
});

type AddProfessionalDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Adicionar Profissional': the modal form, opened from the team card or the quick actions. */
export function AddProfessionalDialog({ open, onOpenChange }: AddProfessionalDialogProps) {
  const createUser = useCreateUser();
  const users = useUsers();
  const form = useForm<ProfessionalFormValues, unknown, z.output<typeof CreateProfessionalForm>>({
    resolver: formResolver(CreateProfessionalForm),
    defaultValues: emptyProfessional(nextProfessionalColor([])),
  });

  const { reset, setValue } = form;
  const suggested = nextProfessionalColor((users.data ?? []).map((user) => user.color));
  const colorPicked = Boolean(form.formState.dirtyFields.color);

  // Only on opening: a team list refreshed meanwhile must not wipe what is typed.
  const startBlank = useEffectEvent(() => reset(emptyProfessional(suggested)));
  useEffect(() => {
    if (open) startBlank(); // every new professional starts from a blank form
  }, [open]);

  useEffect(() => {
    // The team may load (or change) after the form opened: the colour follows, unless one was picked.
    if (open && !colorPicked) setValue('color', suggested);
  }, [open, suggested, colorPicked, setValue]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createUser.mutateAsync(body);
      notifySuccess(usersMessages.createdTitle, usersMessages.createdDescription);
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, {
        title: 'Erro',
        fallback: usersMessages.createError,
        setError: form.setError,
      });
    }
  }, toastInvalidProfessional);

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Adicionar Profissional"
      description="O profissional entra com este e-mail e senha e ganha um link de agendamento próprio."
      onSubmit={onSubmit}
      submitLabel="Criar Profissional"
      pending={createUser.isPending}
      wide
    >
      <ProfessionalFields form={form} mode="create" />
    </FormDialog>
  );
}
