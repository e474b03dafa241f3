import { EyeIcon, EyeOffIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-button';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { notificationsMessages } from '@core/messages.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import type { WebhookScope } from '../api/webhook-scope';

const masked = (secret: string) => `${secret.slice(0, 6)}${'•'.repeat(24)}`;

function VerifyHelp() {
  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
      <p className="font-medium text-foreground">Como conferir a assinatura</p>
      <p>Cada envio traz o cabeçalho:</p>
      {/* Wraps on a phone: a box that scrolls sideways would need a keyboard stop of its own. */}
      <code className="rounded-md bg-background px-2 py-1.5 font-mono text-xs break-all text-foreground dark:bg-input/30">
        X-Agendei-Signature: t=1767225600,v1=5257a869…
      </code>
      <p>
        Calcule o HMAC-SHA256, com esta chave, de{' '}
        <code className="font-mono">{'${t}.${corpo}'}</code> (o valor de t, um ponto e o corpo exato
        recebido) e compare o resultado, em hexadecimal, com v1. Recuse envios com t de mais de 5
        minutos atrás.
      </p>
    </div>
  );
}

/** The secret that signs every delivery: masked, shown on demand, copied or replaced. */
export function SigningSecretCard({ scope, secret }: { scope: WebhookScope; secret: string }) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateWebhookSecret(scope);

  const rotateNow = async () => {
    try {
      await rotate.mutateAsync();
      setShown(true);
      notifySuccess('Nova chave gerada!', notificationsMessages.secretRotated);
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao gerar chave', fallback: 'Tente novamente.' });
    }
  };

  return (
    <SectionCard
      title="Chave de assinatura"
      description="Permite ao seu sistema confirmar que o webhook veio mesmo do Agendei."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm">
          {shown ? secret : masked(secret)}
        </code>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={shown ? 'Ocultar chave' : 'Mostrar chave'}
          title={shown ? 'Ocultar chave' : 'Mostrar chave'}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
        <CopyButton text={secret} label="Copiar chave" copiedToast={{ title: 'Chave copiada!' }} />
      </div>
      <VerifyHelp />
      <div>
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCwIcon aria-hidden="true" />
          Gerar nova chave
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar uma nova chave?"
        description="A chave atual deixa de valer na hora: os próximos webhooks serão assinados com a nova, e o sistema que os recebe precisa ser atualizado."
        confirmLabel="Gerar nova chave"
        pendingLabel="Gerando..."
        pending={rotate.isPending}
        onConfirm={rotateNow}
      />
    </SectionCard>
  );
}
