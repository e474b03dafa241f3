import { CheckIcon, CopyIcon, QrCodeIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { formatBrl } from '@/lib/format-currency';
import type { PixPaymentDto } from '@core/schemas/pix.ts';

const dueFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A static Pix to pay: the QR code (an SVG made on the server, so no QR library ships here) and
 * the "copia e cola" code with 'Copiar código Pix'.
 */
export function PixPayment({ pix }: { pix: PixPaymentDto }) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`;
  return (
    <section aria-labelledby="pix-heading" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h2 id="pix-heading" className="flex items-center gap-2 text-lg font-semibold">
          <QrCodeIcon aria-hidden="true" className="size-5 text-primary" />
          Pague com Pix: {formatBrl(pix.amount)}
        </h2>
        <p className="text-sm text-muted-foreground">
          Aguardando pagamento. Leia o QR Code no app do seu banco ou copie o código Pix.
          {pix.dueAt &&
            ` Sem o pagamento até ${dueFormat.format(new Date(pix.dueAt))}, o horário é liberado.`}
        </p>
      </div>
      {/* White behind the code in both themes: bank apps read dark-on-light best. */}
      <img
        src={qr}
        alt={`QR Code do Pix de ${formatBrl(pix.amount)}`}
        width={220}
        height={220}
        className="mx-auto size-[220px] rounded-md bg-white p-1"
      />
      <div className="grid gap-2">
        <label htmlFor="pix-code" className="text-sm font-medium">
          Pix copia e cola
        </label>
        <textarea
          id="pix-code"
          readOnly
          rows={3}
          value={pix.brCode}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full resize-none rounded-md border bg-muted/50 p-2 font-mono text-xs break-all"
        />
        <CopyPixButton code={pix.brCode} />
      </div>
      <p className="text-xs text-muted-foreground">Identificador: {pix.txid}</p>
    </section>
  );
}

/** A wide 'Copiar código Pix' (the shared CopyButton shows only 'Copiar'). */
function CopyPixButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      toast({ title: 'Código Pix copiado!', description: 'Cole no app do seu banco.' });
    } else {
      toast({
        variant: 'destructive',
        title: 'Erro ao copiar',
        description: 'Selecione o código acima e copie manualmente.',
      });
    }
  };
  const Icon = copied ? CheckIcon : CopyIcon;
  return (
    <Button type="button" size="lg" onClick={copy}>
      <Icon aria-hidden="true" />
      Copiar código Pix
    </Button>
  );
}
