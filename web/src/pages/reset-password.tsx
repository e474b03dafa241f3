import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { useConfirmPasswordReset } from '@/features/auth/api/password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { RefusedLink } from '@/features/auth/components/refused-link';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { authMessages } from '@core/messages.ts';
import { PasswordResetForm } from '@core/schemas/auth.ts';

/** The page a reset e-mail opens (/redefinir-senha?token=…): the new password, twice. */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [linkRefused, setLinkRefused] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(PasswordResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = formState.isSubmitting || confirm.isPending;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirm.mutateAsync({ token, password });
      notifySuccess(authMessages.resetDoneTitle, authMessages.resetDoneDescription);
      navigate('/login');
    } catch (error) {
      const refused = Boolean(getFieldErrors(error).token);
      if (refused) setLinkRefused(true);
      notifyFailure(error, {
        title: authMessages.resetErrorTitle,
        fallback: 'Tente novamente em alguns instantes.',
        setError: refused ? undefined : setError,
      });
    }
  });

  return (
    <AuthCard title="Redefinir senha" description="Escolha uma nova senha para a sua conta.">
      {!token || linkRefused ? (
        <RefusedLink
          message={authMessages.resetInvalidLink}
          href="/esqueci-senha"
          action="Pedir novo link"
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <NewPasswordFields
            idPrefix="reset"
            labels={{ password: 'Nova senha', confirm: 'Confirmar nova senha' }}
            register={register}
            errors={formState.errors}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
