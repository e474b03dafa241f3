import { type ReactNode, Suspense } from 'react';
import { waitForTurn } from '@/lib/hydration-parts';

function Turn({ part, children }: { part: number; children: ReactNode }) {
  const wait = waitForTurn(part);
  if (wait) throw wait;
  return children;
}

/**
 * Its child hydrates in a later task (part 1 first, then 2…), keeping the server's markup on
 * screen meanwhile (lib/hydration-parts.ts). The child must be one element: Preact keeps one DOM
 * node for a part that waits. Number the parts in the page's order, and keep anything that uses
 * `useId` before them, so ids are handed out in the server's order.
 */
export function HydrateLater({ part, children }: { part: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn part={part}>{children}</Turn>
    </Suspense>
  );
}
