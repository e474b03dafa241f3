import { type FormEvent, useState } from 'react';
import { BellIcon } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError, apiJson } from '@/lib/api-client';
import { waitlistMessages as m } from '@core/messages.ts';
import { PHONE_INPUT_MAX_LENGTH, formatPhone } from '@core/phone.ts';
import type { JoinedWaitlistDto } from '@core/schemas/waitlist.ts';

type WaitlistFormProps = { professionalId: string; date: string; productId: string | null };

/** The server's pt-BR message of a refusal (its JSON `message`), else a generic one. */
function messageOf(error: unknown): string {
  const fallback = 'Não foi possível entrar na lista de espera. Tente novamente.';
  if (!(error instanceof ApiError)) return fallback;
  try {
    return (JSON.parse(error.bodyText) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
}

/** 'Avise-me se abrir um horário': a full day's waitlist (issue 36), loaded only when needed. */
export function WaitlistForm({ professionalId, date, productId }: WaitlistFormProps) {
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<{ pending?: boolean; done?: string; error?: string }>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setState({ pending: true });
    try {
      const joined = await apiJson<JoinedWaitlistDto>('POST', '/api/booking/waitlist', {
        professionalId,
        date,
        productId,
        clientName: String(data.get('clientName') ?? ''),
        clientEmail: String(data.get('clientEmail') ?? ''),
        clientPhone: phone || null,
      });
      // What the server will do: e-mail, and WhatsApp too when the office sends them (089).
      setState({ done: joined.channels.includes('whatsapp') ? m.joinedWithWhatsapp : m.joined });
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };
  if (state.done) {
    return (
      <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm text-foreground">
        {state.done}
      </p>
    );
  }
  return (
    <section aria-labelledby="waitlist-title" className="grid gap-3 rounded-lg border p-4">
      <h3 id="waitlist-title" className="flex items-center gap-2 text-base font-semibold">
        <BellIcon className="size-4 text-primary" aria-hidden="true" />
        {m.joinTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{m.joinDescription}</p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="waitlist-name" name="clientName" label="Nome" autoComplete="name" />
        <FormField
          id="waitlist-email"
          name="clientEmail"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
        />
        <FormField
          id="waitlist-phone"
          label="Telefone (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+55(11) 98765-4321"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={phone}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
        />
        {state.error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {state.error}
          </p>
        )}
        <Button type="submit" disabled={state.pending}>
          {m.joinAction}
        </Button>
      </form>
    </section>
  );
}
