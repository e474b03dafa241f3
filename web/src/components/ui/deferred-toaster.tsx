import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster (Radix) loads once the page is idle, off the first screen's critical path, so its
 * live region exists before anything is announced; a toast raised earlier loads it at once.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(handle);
  }, []);

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
