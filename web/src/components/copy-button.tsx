import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { COPIED_STATE_MS } from '@core/constants.ts';

type CopyButtonProps = {
  text: string;
  /** Accessible name, e.g. 'Copiar link de Ana Souza'. */
  label?: string;
  /** Shows the word 'Copiar' (or `buttonText`) beside the icon. */
  showText?: boolean;
  buttonText?: string;
  /** The success toast; by default 'Link copiado!' with the link. */
  copiedToast?: { title: string; description?: string };
};

/** Copies a link, toasts 'Link copiado!' and shows 'Copiado' for 2 s (SPEC §8, §9). */
export function CopyButton({
  text,
  label = 'Copiar link',
  showText = false,
  buttonText = 'Copiar',
  copiedToast = { title: 'Link copiado!', description: text },
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timeout = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => clearTimeout(timeout);
  }, [copied]);

  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      toast(copiedToast);
    } else {
      toast({
        variant: 'destructive',
        title: 'Erro ao copiar',
        description: 'Selecione o texto manualmente e use Ctrl+C...',
      });
    }
  };

  const Icon = copied ? CheckIcon : CopyIcon;
  return (
    <Button
      type="button"
      variant="outline"
      size={showText ? 'sm' : 'icon'}
      onClick={copy}
      aria-label={showText ? undefined : label}
      title={label}
      className={showText ? undefined : 'size-9'}
    >
      <Icon aria-hidden="true" className={copied ? 'text-success' : undefined} />
      {showText && (copied ? 'Copiado' : buttonText)}
    </Button>
  );
}
