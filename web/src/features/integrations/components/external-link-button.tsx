import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A link styled as a button that opens in a new tab, and says so to screen readers. */
export function ExternalLinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        {children}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </Button>
  );
}
