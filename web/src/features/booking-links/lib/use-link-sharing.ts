import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { COPIED_STATE_MS } from '@core/constants.ts';

/** Selects an element's text, so the person can copy it with Ctrl+C themselves. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copy ('Copiado' for 2 s and 'Link copiado!'; on failure the address is selected for a manual
 * copy) and native share, which falls back to copy where the browser cannot share (SPEC §2, §8).
 */
export function useLinkSharing(url: string, title: string) {
  const [copied, setCopied] = useState(false);
  const urlRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timeout = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => clearTimeout(timeout);
  }, [copied]);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      toast({ title: 'Link copiado!', description: url });
      return;
    }
    selectText(urlRef.current);
    toast({
      variant: 'destructive',
      title: 'Erro ao copiar',
      description: 'Selecione o texto manualmente e use Ctrl+C...',
    });
  }

  async function share() {
    const data = { title, text: `${title}: agende seu horário online.`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  }

  return { copied, copy, share, urlRef };
}
