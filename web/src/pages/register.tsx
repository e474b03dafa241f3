import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useRegisterAdmin } from '@/features/auth/api/register-admin';
import { AuthCard } from '@/features/auth/components/auth-card';
import { getFieldErrors } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { authMessages } from '@core/messages.ts';
import { RegisterForm } from '@core/schemas/auth.ts';

const fieldOrder = ['name', 'organizationName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const registerMutation = useRegisterAdmin();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: {
      name: '',
      organizationName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = formState;
  const busy = formState.isSubmitting || registerMutation.isPending;

  // Validation runs before any call (SPEC §5); the first problem is also shown as a toast.
  const onInvalid = (invalid: FieldErrors<RegisterForm>) => {
    const first = fieldOrder.map((field) => invalid[field]?.message).find(Boolean);
    toast({ variant: 'destructive', title: authMessages.registerErrorTitle, description: first });
  };

  const onSubmit = handleSubmit(async ({ name, organizationName, email, password }) => {
    try {
      const { user, token } = await registerMutation.mutateAsync({
        name,
        organizationName,
        email,
        password,
      });
      session.login(user, token, true);
      toast({
        title: authMessages.registerSuccessTitle,
        description: `Bem-vindo(a) ao Agendei, ${user.name}!`,
      });
      navigate('/admin');
    } catch (error) {
      // A field the server refused (a too common password) is shown under it; anything else,
      // a taken e-mail included, gets the one generic message (SPEC §8).
      const fieldErrors = getFieldErrors(error);
      for (const field of fieldOrder) {
        const message = fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      const first = fieldOrder.map((field) => fieldErrors[field]).find(Boolean);
      toast({
        variant: 'destructive',
        title: authMessages.registerErrorTitle,
        description: first ?? authMessages.registerErrorDescription,
      });
    }
  }, onInvalid);

  return (
    <AuthCard title="Criar Conta" description="Cadastre seu escritório e comece a agendar.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="register-name"
          label="Nome completo"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          id="register-organization-name"
          label="Nome do escritório"
          autoComplete="organization"
          placeholder="Ex.: Souza & Prado Advogados"
          hint="É o nome que seus clientes veem nas páginas de agendamento."
          error={errors.organizationName?.message}
          {...register('organizationName')}
        />
        <FormField
          id="register-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@escritorio.com.br"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="register-password"
          label="Senha"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="register-confirm-password"
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? 'Criando conta...' : 'Criar Conta'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Já tem uma conta?{' '}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Fazer login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
