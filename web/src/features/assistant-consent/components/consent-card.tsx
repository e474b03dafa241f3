import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { notifyFailure } from '@/lib/notify';
import { oauthMessages } from '@core/messages-oauth.ts';
import type { ConsentRequestDto } from '@core/schemas/mcp-oauth.ts';
import { type ConsentChoice, useDecideConsentRequest } from '../api/decide-consent-request';
import { useConsentRequest } from '../api/get-consent-request';
import { ConsentDetails } from './consent-details';
import { ConsentLayout } from './consent-layout';
import { ConsentRefusal } from './consent-refusal';

const leaving: Record<ConsentChoice, string> = {
  approve: 'Assistente conectado! Voltando para',
  deny: 'Conexão recusada. Voltando para',
};

function ConsentDecision({
  requestId,
  request,
}: {
  requestId: string;
  request: ConsentRequestDto;
}) {
  const decide = useDecideConsentRequest(requestId);
  const [decided, setDecided] = useState<ConsentChoice | null>(null);
  const choose = async (choice: ConsentChoice) => {
    try {
      const { redirectTo } = await decide.mutateAsync(choice);
      setDecided(choice);
      window.location.assign(redirectTo);
    } catch (error) {
      notifyFailure(error, {
        title: 'Não foi possível responder ao assistente',
        fallback: oauthMessages.requestExpired,
      });
    }
  };
  if (decided) {
    return (
      <p role="status" className="text-sm font-medium">
        {leaving[decided]} {request.returnsTo}...
      </p>
    );
  }
  const busy = decide.isPending;
  return (
    <div className="grid gap-5">
      {request.refusal ? (
        <ConsentRefusal refusal={request.refusal} />
      ) : (
        <ConsentDetails request={request} />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => choose('deny')}>
          <XIcon aria-hidden="true" />
          Recusar
        </Button>
        {!request.refusal && (
          <Button type="button" disabled={busy} onClick={() => choose('approve')}>
            <CheckIcon aria-hidden="true" />
            Permitir
          </Button>
        )}
      </div>
    </div>
  );
}

/** The consent screen: an assistant asks to reach the office's agenda through MCP. */
export function ConsentCard({ requestId }: { requestId: string }) {
  const request = useConsentRequest(requestId);
  const title = request.data
    ? `Conectar ${request.data.clientName} ao Agendei`
    : 'Conectar assistente de IA';
  const description = request.data && (
    <>
      <strong className="text-foreground">{request.data.clientName}</strong> quer acessar a agenda
      de <strong className="text-foreground">{request.data.organizationName}</strong>.
    </>
  );
  return (
    <ConsentLayout title={title} description={description}>
      <QueryState
        query={request}
        loading="Carregando o pedido de conexão..."
        error={oauthMessages.requestExpired}
      >
        {(current) => <ConsentDecision requestId={requestId} request={current} />}
      </QueryState>
    </ConsentLayout>
  );
}
