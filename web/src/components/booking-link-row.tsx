import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';

type BookingLinkRowProps = {
  title: ReactNode;
  description?: string;
  /** A path like /book/personal/ana-souza; shown and copied with this site's origin. */
  path: string;
  copyLabel: string;
  highlighted?: boolean;
};

/** One booking link: what it is for, the full address, and copy and open buttons. */
export function BookingLinkRow({
  title,
  description,
  path,
  copyLabel,
  highlighted,
}: BookingLinkRowProps) {
  const url = `${window.location.origin}${path}`;
  return (
    <div
      className={
        highlighted
          ? 'grid grid-cols-1 gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4'
          : 'grid grid-cols-1 gap-3 rounded-lg border bg-background/60 p-4 dark:bg-input/10'
      }
    >
      <div className="grid gap-1">
        <div className="flex items-center gap-2 text-sm font-medium">{title}</div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 basis-56 rounded-md bg-muted px-3 py-2 text-xs break-all sm:text-sm">
          {url}
        </code>
        <div className="flex gap-2">
          <CopyButton text={url} label={copyLabel} showText />
          <Button asChild variant="outline" size="sm">
            <a href={path} target="_blank" rel="noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Abrir
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
