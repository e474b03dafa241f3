import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type ScreenLinkCardProps = {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
  /** The link's words: they wrap on a narrow phone rather than widen the page. */
  label: string;
};

/** A card of Configurações that leads to a screen of its own (office services, intake questions). */
export function ScreenLinkCard({
  title,
  description,
  href,
  icon: Icon,
  label,
}: ScreenLinkCardProps) {
  return (
    <SectionCard title={title} description={description}>
      <Link
        href={href}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'h-auto min-h-10 max-w-full text-center whitespace-normal',
        )}
      >
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </SectionCard>
  );
}
