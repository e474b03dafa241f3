import ipaddr from 'ipaddr.js';

export interface StreamLimits {
  /** Streams one client address may hold open at once. */
  perAddress: number;
  /** Streams this instance holds open at once, all addresses together. */
  overall: number;
}

/** A place taken under the limits; release() frees it once, however often it is called. */
export interface StreamSlot {
  release(): void;
}

/** Why a stream was refused: its address holds its share (429), or the instance is full (503). */
export type StreamRefusal = 'address-full' | 'instance-full';

/**
 * The address a client's streams are counted under. An IPv6 client by its /64, which one
 * subscriber holds whole (one address each would be no limit); `::ffff:a.b.c.d` as IPv4.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * The live-update streams open in this instance, counted per client address and overall, each
 * with how to end it (server shutdown). Every stream takes a slot before it opens.
 */
export class StreamSlots {
  private readonly byAddress = new Map<string, number>();
  private readonly closers = new Set<() => void>();

  constructor(private readonly limits: StreamLimits) {}

  /** Streams open now. */
  get size(): number {
    return this.closers.size;
  }

  /** Takes a slot for a stream from `ip`, which `close` ends; or says why there is none. */
  take(ip: string, close: () => void): StreamSlot | StreamRefusal {
    const key = addressKey(ip);
    const held = this.byAddress.get(key) ?? 0;
    if (held >= this.limits.perAddress) return 'address-full';
    if (this.closers.size >= this.limits.overall) return 'instance-full';
    this.byAddress.set(key, held + 1);
    const closer = () => close();
    this.closers.add(closer);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.closers.delete(closer);
        const left = (this.byAddress.get(key) ?? 1) - 1;
        if (left > 0) this.byAddress.set(key, left);
        else this.byAddress.delete(key);
      },
    };
  }

  /** Ends every open stream (each releases its own slot). */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }
}
