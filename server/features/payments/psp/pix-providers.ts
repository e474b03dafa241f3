import { bcbStandardPix } from './bcb-standard.ts';
import type { PixProvider } from './pix-provider.ts';

/**
 * The PSP kinds an office can set up, one line each (decision 085). No PSP row: the static BR
 * Code of each professional (pix-payment.ts), the default.
 */
export const pixProviders = {
  'bcb-standard': bcbStandardPix,
} satisfies Record<string, PixProvider>;

export type PixProviderName = keyof typeof pixProviders;
