import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveEventSource } from './live-event-source';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered an error status (429, 503, 401): the browser gives up on this one. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const handlers = () => ({ onMessage: vi.fn(), onLost: vi.fn() });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveEventSource', () => {
  it('opens the stream without any token in its URL and passes its messages on', () => {
    const on = handlers();
    openLiveEventSource('/api/notifications/stream', on);
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/notifications/stream');
    source!.onmessage?.({ data: '{"type":"connection_established"}' });
    expect(on.onMessage).toHaveBeenCalledWith('{"type":"connection_established"}');
  });

  it('opens a refused stream again later, waiting longer each time', () => {
    const on = handlers();
    openLiveEventSource('/api/booking-stream?professionalIds=x', on);
    FakeEventSource.opened[0]!.refuse();
    expect(on.onLost).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.refuse();
    vi.advanceTimersByTime(29_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(30_001);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('leaves a dropped connection to the browser’s own reconnection', () => {
    const on = handlers();
    openLiveEventSource('/api/notifications/stream', on);
    FakeEventSource.opened[0]!.onerror?.();
    vi.advanceTimersByTime(10 * 60_000);
    expect(on.onLost).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens nothing more once closed', () => {
    const close = openLiveEventSource('/api/notifications/stream', handlers());
    const [source] = FakeEventSource.opened;
    source!.refuse();
    close();
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
