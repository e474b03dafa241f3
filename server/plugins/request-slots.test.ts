import { describe, expect, it } from 'vitest';
import { RequestSlots, type SlotOutcome } from './request-slots.ts';

/** A client whose leaving the test decides. */
function leavingClient() {
  let leave = () => {};
  let watching = false;
  return {
    watch: (left: () => void) => {
      leave = left;
      watching = true;
      return () => (watching = false);
    },
    leave: () => leave(),
    isWatched: () => watching,
  };
}

const record = (outcomes: SlotOutcome[]) => (outcome: SlotOutcome) => outcomes.push(outcome);

describe('request slots', () => {
  it('grants the free slots at once, then makes a burst wait while the pace is unknown or quick', async () => {
    const slots = new RequestSlots(2, 100);
    expect(await slots.acquire()).toBe('granted');
    expect(await slots.acquire()).toBe('granted');
    const waiting: SlotOutcome[] = [];
    for (let i = 0; i < 20; i++) void slots.acquire().then(record(waiting));
    await Promise.resolve();
    expect(waiting).toEqual([]);
    // Slots held 5 ms each: twenty waiters ahead are served in about 50 ms, within the 100.
    for (let i = 0; i < 2; i++) slots.release(5);
    await Promise.resolve();
    expect(waiting).toEqual(['granted', 'granted']);
    const more: SlotOutcome[] = [];
    void slots.acquire().then(record(more));
    await Promise.resolve();
    expect(more).toEqual([]);
  });

  it('refuses at once a request that could not get a slot in time at the current pace', async () => {
    const slots = new RequestSlots(2, 100);
    await slots.acquire();
    await slots.acquire();
    slots.release(80); // slots are held 80 ms: two free up every 80 ms
    await slots.acquire();
    const waiting: SlotOutcome[] = [];
    void slots.acquire().then(record(waiting)); // expected wait 40 ms
    void slots.acquire().then(record(waiting)); // 80 ms
    expect(await slots.acquire()).toBe('busy'); // 120 ms
    expect(waiting).toEqual([]);
  });

  it('hands a freed slot to the longest waiter, first come first served', async () => {
    const slots = new RequestSlots(1, 60_000);
    await slots.acquire();
    const order: string[] = [];
    const first = slots.acquire().then((outcome) => order.push(`first ${outcome}`));
    const second = slots.acquire().then((outcome) => order.push(`second ${outcome}`));
    slots.release(10);
    await first;
    expect(order).toEqual(['first granted']);
    slots.release(10);
    await second;
    expect(order).toEqual(['first granted', 'second granted']);
    slots.release(10);
    expect(await slots.acquire()).toBe('granted');
  });

  it('turns a waiter away once it has waited the longest allowed', async () => {
    const slots = new RequestSlots(1, 20);
    await slots.acquire();
    expect(await slots.acquire()).toBe('waited');
    expect(await slots.acquire()).toBe('waited');
  });

  it('turns away a request that waited too long before it asked, unless no other request holds a slot', async () => {
    const slots = new RequestSlots(2, 100);
    // A quiet server paused (a garbage collection, a busy machine): nothing else is at work.
    expect(await slots.acquire({ waitedMs: 150 })).toBe('granted');
    // A busy one: a slot is free, but the answer would come too late.
    expect(await slots.acquire({ waitedMs: 100 })).toBe('waited');
    expect(await slots.acquire({ waitedMs: 99 })).toBe('granted');
  });

  it('never hands a slot to a waiter past its deadline, even when its timer runs late', async () => {
    let clock = 0;
    const slots = new RequestSlots(1, 100, () => clock);
    await slots.acquire();
    const outcomes: string[] = [];
    const early = slots.acquire({ waitedMs: 60 }).then((o) => outcomes.push(`early ${o}`));
    clock = 30;
    const late = slots.acquire().then((o) => outcomes.push(`late ${o}`));
    // The event loop was busy: 50 ms later neither timer has run, and the first is past its 40 ms.
    clock = 50;
    slots.release(50);
    await Promise.all([early, late]);
    expect(outcomes).toEqual(['early waited', 'late granted']);
  });

  it('drops a waiter whose client leaves, stops watching it, and gives the slot to the next', async () => {
    const slots = new RequestSlots(1, 60_000);
    await slots.acquire();
    const client = leavingClient();
    const left = slots.acquire({ watchLeaving: client.watch });
    const next = slots.acquire();
    expect(client.isWatched()).toBe(true);
    client.leave();
    expect(await left).toBe('gone');
    expect(client.isWatched()).toBe(false);
    slots.release(10);
    expect(await next).toBe('granted');
  });

  it('stops watching a waiter once it is granted; its client leaving later changes nothing', async () => {
    const slots = new RequestSlots(1, 60_000);
    await slots.acquire();
    const client = leavingClient();
    const waiter = slots.acquire({ watchLeaving: client.watch });
    slots.release(10);
    expect(await waiter).toBe('granted');
    expect(client.isWatched()).toBe(false);
    const next: SlotOutcome[] = [];
    const behind = slots.acquire().then(record(next));
    client.leave();
    await Promise.resolve();
    expect(next).toEqual([]);
    slots.release(10);
    await behind;
    expect(next).toEqual(['granted']);
  });
});
