import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '@core/app-error.ts';
import { notificationsMessages } from '@core/messages.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';

const n = notificationsMessages;
const LOOKUP_TIMEOUT_MS = 3000;

/** A public unicast address: not private, loopback, link-local, multicast, reserved or unspecified. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

async function resolveAll(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), LOOKUP_TIMEOUT_MS).unref(),
  );
  const found = await Promise.race([dnsLookupAsync(host, { all: true }), timeout]);
  return found.map((entry) => entry.address);
}

/**
 * Refuses a webhook URL that is not http(s) or whose host is (or resolves to) a private,
 * loopback or link-local address, unless private targets are allowed (development, tests).
 * `field` names the input field in the error.
 */
export async function assertDeliverableUrl(
  text: string,
  allowPrivate: boolean,
  field = 'webhookUrl',
): Promise<void> {
  const refuse = (message: string) => new AppError('VALIDATION', message, { [field]: message });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(n.invalidUrl);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw refuse(n.invalidUrl);
  if (allowPrivate) return;
  let addresses: string[];
  try {
    addresses = await resolveAll(hostOf(url));
  } catch {
    throw refuse(n.unresolvableUrl);
  }
  if (addresses.length === 0) throw refuse(n.unresolvableUrl);
  if (!addresses.every(isPublicAddress)) throw refuse(n.privateUrl);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export class PrivateAddressError extends Error {
  constructor() {
    super(deliveryMessages.privateAddress);
    this.name = 'PrivateAddressError';
  }
}

/**
 * A DNS lookup for http.request that refuses private answers at connect time, so a name that
 * changes its answer after it was saved (DNS rebinding) still cannot reach the private network.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && !list.every((entry) => isPublicAddress(entry.address))) {
        return callback(new PrivateAddressError(), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error('ENOTFOUND'), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** For an IP-literal URL (no lookup happens), the same check before connecting. */
export function assertAddressAllowed(url: URL, allowPrivate: boolean): void {
  const host = hostOf(url);
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) throw new PrivateAddressError();
}
