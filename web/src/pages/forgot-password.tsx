import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '@/features/auth/api/password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';
import { notifyFailure } from '@/lib/notify';
import { authMessages } from '@core/messages.ts';
import { PasswordResetRequestInput } from '@core/schemas/auth.ts';

/** 'Esqueci minha senha': asks for the e-mail; the server answers the same for any address. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(PasswordResetRequestInput),
    defaultValues: { email: '' },
  });
  const busy = formState.isSubmitting || request.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      notifyFailure(error, {
        title: 'Não foi possível enviar o link',
        fallback: 'Tente novamente em alguns instantes.',
        setError,
      });
    }
  });

  return (
    <AuthCard
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
    >
      {sent ? (
        <div className="grid gap-5">
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
          >
            <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{authMessages.resetRequested}</p>
              <p className="text-muted-foreground">
                O link vale por 1 hora. Não chegou? Confira a caixa de spam ou peça de novo em
                alguns minutos.
              </p>
            </div>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link href="/login">Voltar para o login</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField
            id="forgot-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@escritorio.com.br"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar link'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Lembrou a senha?{' '}
            <Link href="/login" className="font-medium text-primary hover:underline">
              Fazer login
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
