import { readFileSync } from 'node:fs';
import { type Config, decodeTokenKey } from '../../../config.ts';

/** What the PSP code needs from the configuration. */
export interface PspDeps {
  /** Seals the offices' PSP secrets; null: this server offers no PSP (static Pix only). */
  sealKey: Buffer | null;
  /** Extra CAs trusted for PSP calls (PIX_PSP_CA_FILE). */
  ca: string | undefined;
  /** Where the PSP reaches our webhook. */
  publicUrl: string;
}

export function pspDepsOf(
  config: Pick<Config, 'PIX_PSP_KEY' | 'PIX_PSP_CA_FILE' | 'PUBLIC_URL' | 'PORT'>,
): PspDeps {
  return {
    sealKey: config.PIX_PSP_KEY ? decodeTokenKey(config.PIX_PSP_KEY) : null,
    ca: config.PIX_PSP_CA_FILE ? readFileSync(config.PIX_PSP_CA_FILE, 'utf8') : undefined,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  };
}
