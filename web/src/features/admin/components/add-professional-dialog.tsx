import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useCreateUser } from '@/features/admin/api/create-user';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { DEFAULT_PROFESSIONAL_COLOR, DEFAULT_TIMEZONE } from '../../../../../core/constants.ts';
import { messages } from '../../../../../core/messages.ts';
import { CreateProfessionalInput } from '../../../../../core/schemas/users.ts';
import { ProfessionalFields, type ProfessionalFormValues } from './professional-fields';
import { toastInvalidProfessional } from './professional-form-errors';

const emptyProfessional: ProfessionalFormValues = {
  name: '',
  email: '',
  password: '',
  title: '',
  description: '',
  color: DEFAULT_PROFESSIONAL_COLOR,
  timezone: DEFAULT_TIMEZONE,
  isActive: true,
};

type AddProfessionalDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Adicionar Profissional': the modal form, opened from the team card or the quick actions. */
export function AddProfessionalDialog({ open, onOpenChange }: AddProfessionalDialogProps) {
  const createUser = useCreateUser();
  const form = useForm<ProfessionalFormValues, unknown, z.output<typeof CreateProfessionalInput>>({
    resolver: formResolver(CreateProfessionalInput),
    defaultValues: emptyProfessional,
  });

  const { reset } = form;

  useEffect(() => {
    if (open) reset(emptyProfessional); // every new professional starts from a blank form
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createUser.mutateAsync(body);
      notifySuccess(messages.users.createdTitle, messages.users.createdDescription);
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, {
        title: 'Erro',
        fallback: messages.users.createError,
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
