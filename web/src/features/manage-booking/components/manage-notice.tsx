import { CircleCheckBigIcon, InfoIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

const ICONS = {
  done: { Icon: CircleCheckBigIcon, tint: 'bg-success/15 text-success' },
  missing: { Icon: SearchXIcon, tint: 'bg-muted text-muted-foreground' },
  info: { Icon: InfoIcon, tint: 'bg-primary/10 text-primary' },
};

type ManageNoticeProps = {
  kind: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
};

/** A whole-page message: the cancellation done, or a link that opens nothing. Takes the focus. */
export function ManageNotice({ kind, title, children }: ManageNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { Icon, tint } = ICONS[kind];
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-12 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', tint)}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}
