import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { useInvite } from '@/features/admin/api/invitations';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { INVITATION_VALID_DAYS, ROLE_LABELS, ROLES, type Role } from '@core/constants.ts';
import { invitationsMessages } from '@core/messages.ts';
import {
  CreateInvitationInput,
  type CreateInvitationInput as InviteOutput,
} from '@core/schemas/invitations.ts';

type InviteValues = { email: string; name: string; role: Role; title: string };

const blank: InviteValues = { email: '', name: '', role: 'professional', title: '' };

/** Every role there is, named as the screens name it (a role added to ROLES shows up here). */
const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type InviteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Convidar': name, e-mail, role and specialty; the invitee chooses their own password. */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  const invite = useInvite();
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: formResolver(CreateInvitationInput),
    defaultValues: blank,
  });
  const { reset, register, control, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (open) reset(blank);
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const sent = await invite.mutateAsync(body);
      notifySuccess(
        invitationsMessages.sentTitle,
        invitationsMessages.sentDescription(sent.email, INVITATION_VALID_DAYS),
      );
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, {
        title: 'Erro',
        fallback: invitationsMessages.sendError,
        setError: form.setError,
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Convidar para a equipe"
      description={`Enviamos um e-mail com um link para a pessoa criar a própria senha. O link vale por ${INVITATION_VALID_DAYS} dias.`}
      onSubmit={onSubmit}
      submitLabel="Enviar convite"
      pending={invite.isPending}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="invite-name"
          label="Nome"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <SelectField
              id="invite-role"
              label="Papel"
              value={field.value}
              onValueChange={(role) => field.onChange(role as Role)}
              options={roleOptions}
              error={errors.role?.message}
            />
          )}
        />
        <FormField
          id="invite-title"
          label="Especialidade"
          placeholder="Ex.: Direito Trabalhista"
          error={errors.title?.message}
          {...register('title')}
        />
      </div>
    </FormDialog>
  );
}
