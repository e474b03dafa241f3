import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useLogin } from '@/features/auth/api/login';
import { getErrorMessage } from '@/lib/api-client';
import { homePathOf } from '@/lib/home-path';
import { useSession } from '@/lib/session';
import { authMessages } from '@core/messages.ts';
import { LoginInput } from '@core/schemas/auth.ts';

/** `returnTo`: where to go once signed in (a screen that asked for a sign-in first). */
export type LoginPageProps = { returnTo?: string };

export function LoginPage({ returnTo }: LoginPageProps = {}) {
  const [, navigate] = useLocation();
  const session = useSession();
  const loginMutation = useLogin();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const busy = formState.isSubmitting || loginMutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user, token } = await loginMutation.mutateAsync(values);
      session.login(user, token, values.rememberMe ?? false);
      toast({ title: authMessages.loginSuccessTitle, description: `Bem-vindo, ${user.name}` });
      navigate(returnTo ?? homePathOf(user.role));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: authMessages.loginErrorTitle,
        description: getErrorMessage(error) ?? authMessages.invalidCredentials,
      });
    }
  });

  return (
    <AuthCard title="Entrar" description="Acesse sua agenda com seu e-mail e senha.">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField
          id="login-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@escritorio.com.br"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="login-password"
          label="Senha"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <div className="flex min-h-10 items-center gap-3">
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="login-remember"
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor="login-remember" className="font-normal">
              Lembrar de mim
            </Label>
          </div>
          <Link
            href="/esqueci-senha"
            className="ml-auto inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline"
          >
            Esqueci minha senha
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Entrando...' : 'Entrar'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Ainda não tem conta?{' '}
          <Link href="/register" className="font-medium text-primary hover:underline">
            Criar conta
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
