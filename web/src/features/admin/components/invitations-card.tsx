import { format } from 'date-fns';
import { MailIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useChangeInvitation, useInvitations } from '@/features/admin/api/invitations';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { ROLE_LABELS } from '@core/constants.ts';
import { invitationsMessages } from '@core/messages.ts';
import type { InvitationDto, InvitationStatus } from '@core/schemas/invitations.ts';

const statusTone: Record<InvitationStatus, 'info' | 'success' | 'outline' | 'secondary'> = {
  pending: 'info',
  accepted: 'success',
  expired: 'outline',
  revoked: 'secondary',
};

const day = (iso: string) => format(new Date(iso), 'dd/MM/yyyy');

/** When it was sent, and what became of it (or until when its link opens): one line each. */
function dates(invitation: InvitationDto): string[] {
  const sent = `Enviado em ${day(invitation.sentAt)}`;
  if (invitation.status === 'accepted' && invitation.acceptedAt) {
    return [sent, `Aceito em ${day(invitation.acceptedAt)}`];
  }
  if (invitation.status === 'pending') return [sent, `Vale até ${day(invitation.expiresAt)}`];
  if (invitation.status === 'expired') return [sent, `Expirou em ${day(invitation.expiresAt)}`];
  return [sent];
}

function InvitationRow({
  invitation,
  onRevoke,
}: {
  invitation: InvitationDto;
  onRevoke: (invitation: InvitationDto) => void;
}) {
  const change = useChangeInvitation();
  const open = invitation.status === 'pending' || invitation.status === 'expired';
  const resend = async () => {
    try {
      await change.mutateAsync({ id: invitation.id, action: 'resend' });
      notifySuccess(
        invitationsMessages.sentTitle,
        invitationsMessages.resentDescription(invitation.email),
      );
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: invitationsMessages.sendError });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-medium">{invitation.name}</p>
        <p className="truncate text-sm text-muted-foreground">{invitation.email}</p>
        <p className="text-xs text-muted-foreground">
          {ROLE_LABELS[invitation.role]}
          {invitation.title ? ` · ${invitation.title}` : ''}
        </p>
      </div>
      <div className="grid min-w-0 basis-40 gap-0.5">
        <Badge variant={statusTone[invitation.status]} className="mb-1">
          {invitationsMessages.statusLabels[invitation.status]}
        </Badge>
        {dates(invitation).map((line) => (
          <p key={line} className="text-xs text-muted-foreground">
            {line}
          </p>
        ))}
      </div>
      {open && (
        <div className="flex gap-1 max-sm:w-full max-sm:justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={resend}
            disabled={change.isPending}
            aria-label={`Reenviar convite de ${invitation.name}`}
          >
            <RotateCwIcon aria-hidden="true" />
            Reenviar
          </Button>
          {invitation.status === 'pending' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRevoke(invitation)}
              aria-label={`Cancelar convite de ${invitation.name}`}
            >
              <XIcon aria-hidden="true" />
              Cancelar
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The office's invitations: who was invited, their status and dates, resend and revoke. */
export function InvitationsCard({ onInvite }: { onInvite: () => void }) {
  const invitations = useInvitations();
  const revoke = useChangeInvitation();
  const [revoking, setRevoking] = useState<InvitationDto | null>(null);

  return (
    <Card className="gap-4 pb-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Convites</CardTitle>
          <CardDescription>
            Quem foi convidado por e-mail cria a própria senha pelo link recebido.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onInvite}>
          <MailIcon aria-hidden="true" />
          Convidar
        </Button>
      </CardHeader>
      <QueryState
        query={invitations}
        loading="Carregando convites..."
        error="Não foi possível carregar os convites."
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-muted-foreground sm:px-6">
              Nenhum convite enviado ainda.
            </p>
          ) : (
            <ul className="divide-y border-t" aria-label="Convites enviados">
              {rows.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} onRevoke={setRevoking} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Cancelar convite?"
        description={`O link enviado para ${revoking?.email ?? ''} deixa de valer. Você pode enviar um novo convite depois.`}
        confirmLabel="Cancelar convite"
        pendingLabel="Cancelando..."
        cancelLabel="Voltar"
        pending={revoke.isPending}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync({ id: revoking.id, action: 'revoke' });
            notifySuccess(invitationsMessages.revokedTitle, invitationsMessages.revokedDescription);
          } catch (error) {
            notifyFailure(error, { title: 'Erro', fallback: invitationsMessages.revokeError });
          }
        }}
      />
    </Card>
  );
}
