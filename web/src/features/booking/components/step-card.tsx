import type { ReactNode, Ref } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type StepCardProps = {
  step: number;
  title: string;
  description?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** One numbered step of the booking flow. */
export function StepCard({ step, title, description, className, ref, children }: StepCardProps) {
  const headingId = `booking-step-${step}`;
  return (
    <section ref={ref} aria-labelledby={headingId} className={cn('scroll-mt-4', className)}>
      <Card className="h-full gap-5 py-5 sm:py-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle id={headingId} className="flex items-center gap-3 text-base sm:text-lg">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {step}
            </span>
            {title}
          </CardTitle>
          {description && <CardDescription className="pl-10">{description}</CardDescription>}
        </CardHeader>
        <CardContent className="px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}
