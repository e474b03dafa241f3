import { SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { PHONE_INPUT_MAX_LENGTH, formatPhone } from '@core/phone.ts';
import { WhatsappTestInput } from '@core/schemas/whatsapp.ts';
import { useSendWhatsappTest } from '../api/send-whatsapp-test';

const w = whatsappMessages;

/** 'Enviar mensagem de teste': the confirmation template with example values, to a typed phone. */
export function WhatsappTestMessage() {
  const send = useSendWhatsappTest();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = WhatsappTestInput.safeParse({ phone });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      notifySuccess((await send.mutateAsync(parsed.data.phone)).message);
    } catch (failure) {
      notifyFailure(failure, {
        title: w.testErrorTitle,
        fallback: w.testFailed('tente novamente'),
      });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="whatsapp-test-title"
      className="grid gap-4 border-t pt-6"
    >
      <div className="grid gap-1">
        <h3 id="whatsapp-test-title" className="text-sm font-medium">
          Mensagem de teste
        </h3>
        <p className="text-sm text-muted-foreground">
          Envia o modelo de confirmação, com dados de exemplo, pelas configurações salvas. Funciona
          mesmo com o WhatsApp desativado.
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:justify-start">
        <FormField
          id="whatsapp-test-phone"
          label="Telefone para o teste"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+55(11) 98765-4321"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={phone}
          error={error}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={send.isPending}
          className="sm:mt-[1.375rem] max-sm:w-full"
        >
          <SendIcon aria-hidden="true" />
          {send.isPending ? 'Enviando...' : 'Enviar mensagem de teste'}
        </Button>
      </div>
    </form>
  );
}
