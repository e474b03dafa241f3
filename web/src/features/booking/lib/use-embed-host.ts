import { useEffect } from 'react';
import { embedOptions } from '@/lib/embed-mode';

/**
 * When the booking page is embedded on an office's website, starts talking to the host page
 * (embed-host.ts), loaded only then: a client on the public link does not download it.
 */
export function useEmbedHost() {
  useEffect(() => {
    if (!embedOptions) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./embed-host').then(({ startEmbedHost }) => {
      if (!left) stop = startEmbedHost();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
