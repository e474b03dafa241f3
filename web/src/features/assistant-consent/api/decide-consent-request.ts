import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ConsentDecisionDto } from '@core/schemas/mcp-oauth.ts';
import { consentRequestPath } from './get-consent-request';

export type ConsentChoice = 'approve' | 'deny';

/** POST …/approve ('Permitir') or …/deny ('Recusar'): where the browser goes back to. */
export function decideConsentRequest(requestId: string, choice: ConsentChoice) {
  return apiJson<ConsentDecisionDto>('POST', `${consentRequestPath(requestId)}/${choice}`);
}

export function useDecideConsentRequest(requestId: string) {
  return useMutation({
    mutationFn: (choice: ConsentChoice) => decideConsentRequest(requestId, choice),
  });
}
