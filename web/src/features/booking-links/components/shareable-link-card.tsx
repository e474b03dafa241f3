import { CheckIcon, CopyIcon, ExternalLinkIcon, Share2Icon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useLinkSharing } from '../lib/use-link-sharing';

type ShareableLinkCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A path like /book/personal/ana-souza; shown, copied and shared with this site's origin. */
  path: string;
  highlighted?: boolean;
};

const actionClass =
  'h-auto min-h-11 flex-col gap-1 px-2 py-2 text-xs sm:h-9 sm:min-h-0 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm';

/** One booking link with Copiar, Compartilhar and Visualizar (opens in a new tab). */
export function ShareableLinkCard({
  icon: Icon,
  title,
  description,
  path,
  highlighted,
}: ShareableLinkCardProps) {
  const url = `${window.location.origin}${path}`;
  const { copied, copy, share, urlRef } = useLinkSharing(url, title);
  return (
    <Card className={cn('gap-4 py-5 sm:py-6', highlighted && 'border-primary/40')}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4.5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-6">
        <code
          ref={urlRef}
          aria-label={`Endereço: ${title}`}
          className="rounded-md border bg-muted px-3 py-2.5 font-mono text-[13px] break-all select-all"
        >
          {url}
        </code>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <Button type="button" variant="outline" className={actionClass} onClick={copy}>
            {copied ? (
              <CheckIcon className="text-success" aria-hidden="true" />
            ) : (
              <CopyIcon aria-hidden="true" />
            )}
            {copied ? 'Copiado' : 'Copiar'}
          </Button>
          <Button type="button" variant="outline" className={actionClass} onClick={share}>
            <Share2Icon aria-hidden="true" />
            Compartilhar
          </Button>
          <Button asChild variant="outline" className={actionClass}>
            <a href={path} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Visualizar
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
