import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/features/auth/api/change-password';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { authMessages } from '@core/messages.ts';
import { ChangePasswordForm } from '@core/schemas/auth.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Alterar senha' in Configurações: the current password, then the new one twice. */
export function ChangePasswordCard({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm<Values, unknown, ChangePasswordForm>({
    resolver: formResolver(ChangePasswordForm),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting || change.isPending;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(empty);
      notifySuccess(authMessages.passwordChangedTitle, authMessages.passwordChangedDescription);
    } catch (error) {
      notifyFailure(error, {
        title: authMessages.passwordChangeErrorTitle,
        fallback: 'Tente novamente em alguns instantes.',
        setError: form.setError,
      });
    }
  });

  return (
    <SectionCard
      title="Alterar senha"
      description="Confirme a senha atual e escolha uma nova. Você continua conectado aqui; as outras sessões da sua conta são encerradas."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="sm:col-span-2">
          <FormField
            id="password-current"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        </div>
        <FormField
          id="password-new"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 6 caracteres. Senhas comuns, como 123456, são recusadas."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <FormField
          id="password-confirm"
          label="Confirmar nova senha"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" size="lg" disabled={busy} className="max-sm:w-full">
            <KeyRoundIcon aria-hidden="true" />
            {busy ? 'Alterando...' : 'Alterar senha'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
