import { useSearch } from 'wouter';
import { ConsentCard } from '@/features/assistant-consent/components/consent-card';
import { ConsentLayout } from '@/features/assistant-consent/components/consent-layout';
import { oauthMessages } from '@core/messages-oauth.ts';

/** /conectar-assistente?pedido=…: where an AI assistant's sign-in asks for the user's consent. */
export function ConnectAssistantPage() {
  const requestId = new URLSearchParams(useSearch()).get('pedido');
  if (!requestId) {
    return (
      <ConsentLayout title="Conectar assistente de IA">
        <p role="alert" className="text-sm text-destructive">
          {oauthMessages.requestExpired}
        </p>
      </ConsentLayout>
    );
  }
  return <ConsentCard requestId={requestId} />;
}
