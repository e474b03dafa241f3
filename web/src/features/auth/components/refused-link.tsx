import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

type RefusedLinkProps = { message: string; href: string; action: string };

/** A link from an e-mail that no longer opens (used, expired, cancelled): what to do instead. */
export function RefusedLink({ message, href, action }: RefusedLinkProps) {
  return (
    <div className="grid gap-5">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
      >
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p>{message}</p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link href={href}>{action}</Link>
      </Button>
    </div>
  );
}
