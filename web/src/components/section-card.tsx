import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title, e.g. an 'Adicionar' button. */
  action?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
};

/** A card with a titled header: the building block of the settings-like screens. */
export function SectionCard(props: SectionCardProps) {
  const { title, description, action, contentClassName, children } = props;
  return (
    <Card>
      <CardHeader className={cn(action && 'flex-row flex-wrap items-start justify-between gap-4')}>
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
