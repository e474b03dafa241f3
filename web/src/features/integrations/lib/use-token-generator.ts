import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useGenerateIntegrationToken } from '../api/generate-integration-token';
import type { IntegrationKind } from '../api/integration-kind';
import { kindTexts } from './kind-texts';

export type TokenGenerator = ReturnType<typeof useTokenGenerator>;

/** Generates a token and keeps its whole secret for this visit only (the server never resends it). */
export function useTokenGenerator(kind: IntegrationKind) {
  const mutation = useGenerateIntegrationToken(kind);
  const generate = async () => {
    try {
      await mutation.mutateAsync();
      notifySuccess('Token gerado!', 'Copie o token agora: ele não será mostrado de novo.');
    } catch (error) {
      notifyFailure(error, { title: kindTexts[kind].generateFailure });
    }
  };
  return { secret: mutation.data?.secret, pending: mutation.isPending, generate };
}
