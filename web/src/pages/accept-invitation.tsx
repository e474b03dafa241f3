import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAcceptInvitation, useInvitationPreview } from '@/features/auth/api/invitation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { RefusedLink } from '@/features/auth/components/refused-link';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { homePathOf } from '@/lib/home-path';
import { useSession } from '@/lib/session';
import { invitationsMessages } from '@core/messages.ts';
import { PasswordResetForm } from '@core/schemas/auth.ts';
import type { InvitationPreviewDto } from '@core/schemas/invitations.ts';

function AcceptForm({
  token,
  invitation,
  onRefused,
}: {
  token: string;
  invitation: InvitationPreviewDto;
  onRefused: () => void;
}) {
  const [, navigate] = useLocation();
  const session = useSession();
  const accept = useAcceptInvitation();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(PasswordResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = formState.isSubmitting || accept.isPending;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { user, token: sessionToken } = await accept.mutateAsync({ token, password });
      session.login(user, sessionToken, true);
      notifySuccess(invitationsMessages.acceptedTitle, invitationsMessages.acceptedDescription);
      navigate(homePathOf(user.role));
    } catch (error) {
      const refused = Boolean(getFieldErrors(error).token);
      if (refused) onRefused();
      notifyFailure(error, {
        title: invitationsMessages.acceptError,
        fallback: 'Tente novamente em alguns instantes.',
        setError: refused ? undefined : setError,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="invitation-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        value={invitation.email}
        readOnly
      />
      <NewPasswordFields
        idPrefix="invitation"
        labels={{ password: 'Senha', confirm: 'Confirmar senha' }}
        register={register}
        errors={formState.errors}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Entrando...' : 'Criar senha e entrar'}
      </Button>
    </form>
  );
}

/** The page an invitation e-mail opens (/aceitar-convite?token=…): the invitee's own password. */
export function AcceptInvitationPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const preview = useInvitationPreview(token);
  const [refused, setRefused] = useState(false);
  const invitation = preview.data;
  const dead = !token || refused || preview.isError;

  const description = invitation
    ? `Olá, ${invitation.name}! ${invitation.organizationName} convidou você para a equipe. Crie a sua senha para entrar.`
    : 'Crie a sua senha para entrar na equipe do escritório.';

  return (
    <AuthCard title="Aceitar convite" description={dead ? 'Convite para a equipe' : description}>
      {dead ? (
        <RefusedLink
          message={invitationsMessages.invalidLink}
          href="/login"
          action="Ir para o login"
        />
      ) : invitation ? (
        <AcceptForm token={token} invitation={invitation} onRefused={() => setRefused(true)} />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Verificando o convite...
        </p>
      )}
    </AuthCard>
  );
}
