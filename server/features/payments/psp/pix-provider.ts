/** How we reach an office's PSP: its API, OAuth2 client and mTLS client certificate. */
export interface PspConnection {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM client certificate and key: every call is made with them (mTLS). */
  certificate: string;
  privateKey: string;
  /** Extra trusted CAs (PEM), besides the system's; PIX_PSP_CA_FILE. */
  ca?: string | undefined;
  pixKey: string;
}

export interface NewCharge {
  txid: string;
  amountCents: number;
  expiresInSeconds: number;
  /** Shown to the payer by their bank (solicitacaoPagador). */
  description: string;
}

export interface CreatedCharge {
  txid: string;
  /** The copia-e-cola the client pays (a dynamic BR Code). */
  brCode: string;
}

/** The standard's charge statuses. */
export type ChargeStatus =
  'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export interface ChargeState {
  status: ChargeStatus;
  amountCents: number;
  pixKey: string;
}

/**
 * A PSP that makes dynamic Pix charges and tells us of their payments (decision 085). Offices
 * without one keep the static BR Code of each professional (pix-payment.ts), the default.
 */
export interface PixProvider {
  createCharge(connection: PspConnection, charge: NewCharge): Promise<CreatedCharge>;
  readCharge(connection: PspConnection, txid: string): Promise<ChargeState>;
  /** Registers `webhookUrl` for the office's key; the PSP posts to `${webhookUrl}/pix`. */
  registerWebhook(connection: PspConnection, webhookUrl: string): Promise<void>;
}

/** A PSP answered with an error (refused) or could not be reached (unreachable). */
export class PspError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
    /** The PSP's HTTP status, when it answered one. */
    readonly status?: number,
  ) {
    super(message);
  }
}
