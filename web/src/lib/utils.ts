import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now (about 15 ms on a phone, once per page), so that it is not
 * paid inside the hydration's task (web/src/start.tsx).
 */
export function prepareClassMerge() {
  twMerge('p-0 p-1');
}
