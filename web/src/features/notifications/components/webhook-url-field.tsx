import { CheckIcon, LoaderCircleIcon } from 'lucide-react';
import { describedBy, FieldFrame } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { WebhookScope } from '../api/webhook-scope';
import { useSettingsForm } from '../lib/settings-form';
import { type AutosaveState, useUrlAutosave } from '../lib/use-url-autosave';

function AutosaveStatus({ state }: { state: AutosaveState }) {
  if (state.status === 'saving') {
    return (
      <span className="flex items-center gap-1 text-muted-foreground">
        <LoaderCircleIcon aria-hidden="true" className="size-3.5 animate-spin" />
        Salvando...
      </span>
    );
  }
  if (state.status === 'saved') {
    return (
      <span className="flex items-center gap-1 font-medium text-success">
        <CheckIcon aria-hidden="true" className="size-3.5" />
        Salvo
      </span>
    );
  }
  return null;
}

/** The webhook URL, saved on its own a moment after the person stops typing. */
export function WebhookUrlField({ scope, savedUrl }: { scope: WebhookScope; savedUrl: string }) {
  const { register, formState, clearErrors } = useSettingsForm();
  const autosave = useUrlAutosave(scope, savedUrl);
  const id = `${scope}-webhook-url`;
  const error = autosave.state.error ?? formState.errors.webhookUrl?.message;
  const hint = 'Salva automaticamente enquanto você digita.';
  const field = register('webhookUrl', {
    onChange: (event: { target: HTMLInputElement }) => {
      clearErrors('webhookUrl');
      autosave.schedule(event.target.value);
    },
    onBlur: (event: { target: HTMLInputElement }) => autosave.saveNow(event.target.value),
  });

  return (
    <div className="relative">
      <FieldFrame id={id} label="URL do webhook" error={error} hint={hint}>
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://seu-sistema.com.br/webhooks/agendei"
          {...describedBy({ id, error, hint })}
          {...field}
        />
      </FieldFrame>
      <p role="status" className="absolute top-0 right-0 text-xs">
        <AutosaveStatus state={autosave.state} />
      </p>
    </div>
  );
}
