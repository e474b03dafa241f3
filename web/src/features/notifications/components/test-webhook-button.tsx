import { CircleAlertIcon, CircleCheckIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { notificationsMessages } from '@core/messages.ts';
import { useWebhookSettings } from '../api/get-webhook-settings';
import { useTestWebhook } from '../api/test-webhook';
import type { WebhookScope } from '../api/webhook-scope';

const n = notificationsMessages;

type TestResult = { ok: boolean; message: string };

/** 'Testar webhook' (only once a URL is saved) and the real result of the last test. */
export function TestWebhookButton({ scope }: { scope: WebhookScope }) {
  const settings = useWebhookSettings(scope);
  const test = useTestWebhook(scope);
  const [result, setResult] = useState<TestResult | null>(null);
  if (!settings.data?.webhookUrl) return null;

  const run = async () => {
    setResult(null);
    try {
      const answer = await test.mutateAsync();
      setResult({ ok: true, message: answer.message });
      notifySuccess(answer.message);
    } catch (error) {
      setResult({ ok: false, message: getErrorMessage(error) ?? n.testErrorFallback });
      notifyFailure(error, { title: n.testErrorTitle, fallback: n.testErrorFallback });
    }
  };

  const Icon = result?.ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button type="button" variant="outline" onClick={run} disabled={test.isPending}>
        <SendIcon aria-hidden="true" />
        {test.isPending ? 'Testando...' : 'Testar webhook'}
      </Button>
      <p role="status" className="min-w-0 flex-1 text-sm">
        {result && (
          <span
            className={`flex items-start gap-1.5 ${result.ok ? 'text-success' : 'text-destructive'}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {result.message}
          </span>
        )}
      </p>
    </div>
  );
}
