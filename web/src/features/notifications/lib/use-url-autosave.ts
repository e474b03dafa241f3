import { useEffect, useRef, useState } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { notificationsMessages } from '@core/messages.ts';
import { WebhookUrl } from '@core/schemas/notifications.ts';
import { useSaveWebhookSettings } from '../api/save-webhook-settings';
import type { WebhookScope } from '../api/webhook-scope';

const AUTOSAVE_DELAY_MS = 800;

export type AutosaveState =
  { status: 'idle' | 'saving' | 'saved'; error?: undefined } | { status: 'error'; error: string };

/**
 * Saves the webhook URL on its own while the person types (SPEC §4: a change autosaves when
 * non-empty): after a pause, or at once when the field loses focus. Only the latest answer counts.
 */
export function useUrlAutosave(scope: WebhookScope, savedUrl: string) {
  const { mutateAsync } = useSaveWebhookSettings(scope);
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const lastSaved = useRef(savedUrl);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async (typed: string) => {
    clearTimeout(timer.current);
    const url = typed.trim();
    if (!url || url === lastSaved.current) return;
    const attempt = ++latest.current;
    const local = WebhookUrl.safeParse(url);
    if (!local.success) {
      setState({ status: 'error', error: local.error.issues[0]?.message ?? '' });
      return;
    }
    setState({ status: 'saving' });
    try {
      await mutateAsync({ webhookUrl: url });
      if (attempt !== latest.current) return;
      lastSaved.current = url;
      setState({ status: 'saved' });
    } catch (error) {
      if (attempt !== latest.current) return;
      const message =
        getFieldErrors(error).webhookUrl ??
        getErrorMessage(error) ??
        notificationsMessages.saveErrorDescription;
      setState({ status: 'error', error: message });
    }
  };

  /** Called on every keystroke: waits for a pause before saving. */
  const schedule = (typed: string) => {
    clearTimeout(timer.current);
    latest.current++; // an answer to an older text no longer matters
    setState({ status: 'idle' });
    timer.current = setTimeout(() => void save(typed), AUTOSAVE_DELAY_MS);
  };

  return { state, schedule, saveNow: save };
}
