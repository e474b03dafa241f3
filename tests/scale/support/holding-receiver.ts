import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  eventId: string;
  event: string;
  appointmentId: string;
  /** 'answered': we replied 200; 'held': still waiting for release(); 'aborted': the sender hung up. */
  state: 'answered' | 'held' | 'aborted';
}

/**
 * A webhook receiver on loopback that answers 200 or, in hold mode, keeps requests open until
 * release(): a delivery counts as done only when it was answered. A sender that dies while held
 * leaves an 'aborted' delivery.
 */
export async function startHoldingReceiver() {
  const deliveries: Delivery[] = [];
  const held = new Set<() => void>();
  let holding = false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const delivery: Delivery = {
        eventId: json.id,
        event: json.event,
        appointmentId: json.data?.appointmentId,
        state: 'held',
      };
      deliveries.push(delivery);
      const answer = () => {
        held.delete(answer);
        if (delivery.state !== 'held') return;
        delivery.state = 'answered';
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      };
      response.on('close', () => {
        held.delete(answer);
        if (delivery.state === 'held') delivery.state = 'aborted';
      });
      if (holding) held.add(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const inState = (state: Delivery['state']) => deliveries.filter((d) => d.state === state);
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    deliveries,
    held: () => inState('held'),
    aborted: () => inState('aborted'),
    answered: (event?: string) =>
      inState('answered').filter((delivery) => !event || delivery.event === event),
    /** From now on, requests stay open until release(). */
    hold() {
      holding = true;
    },
    /** From now on, requests are answered at once; the held ones stay held. */
    answerNew() {
      holding = false;
    },
    /** Answers every held request. */
    release() {
      [...held].forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type HoldingReceiver = Awaited<ReturnType<typeof startHoldingReceiver>>;

/** Event ids answered more than once: must stay empty for exactly-once delivery. */
export function answeredTwice(deliveries: Delivery[]): string[] {
  const seen = new Map<string, number>();
  for (const delivery of deliveries) {
    if (delivery.state !== 'answered') continue;
    seen.set(delivery.eventId, (seen.get(delivery.eventId) ?? 0) + 1);
  }
  return [...seen].filter(([, times]) => times > 1).map(([id]) => id);
}
