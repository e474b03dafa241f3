// web/public/embed.js, the script offices load on their own sites, run against a small stand-in
// for the host page's DOM: which iframe it writes and which messages it listens to.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./public/embed.js', import.meta.url), 'utf8');
const AGENDEI = 'https://agendei.example';
const HOST = 'https://escritorio.com.br';

class FakeElement {
  style: Record<string, string> = {};
  attributes: Record<string, string> = {};
  dispatched: Array<{ type: string; detail: unknown; bubbles: boolean }> = [];
  placedAfter: FakeElement[] = [];
  /** What embed.js posted to the page inside the frame, with the origin it addressed. */
  contentWindow = {
    sent: [] as Array<{ message: unknown; origin: string }>,
    postMessage(message: unknown, origin: string) {
      this.sent.push({ message, origin });
    },
  };
  rect = { top: 0, bottom: 0, height: 0 };
  [property: string]: unknown;
  constructor(
    public tagName: string,
    public dataset: Record<string, string> = {},
  ) {}
  setAttribute(name: string, value: string) {
    // A host page with `style-src 'none'` refuses style attributes: only element.style is allowed.
    if (name === 'style') throw new Error('a style attribute breaks a strict CSP');
    this.attributes[name] = value;
  }
  addEventListener() {}
  getBoundingClientRect() {
    return this.rect;
  }
  after(element: FakeElement) {
    this.placedAfter.push(element);
  }
  dispatchEvent(event: { type: string; detail: unknown; bubbles: boolean }) {
    this.dispatched.push(event);
    return true;
  }
}

/** Runs embed.js as loaded by `<script src=".../embed.js" data-...>` on the office's page. */
function loadWidget(dataset: Record<string, string>) {
  const script = new FakeElement('SCRIPT', dataset);
  script.src = `${AGENDEI}/embed.js`;
  const onMessage: Array<(event: unknown) => void> = [];
  const frames: Array<() => void> = [];
  runInNewContext(source, {
    document: {
      currentScript: script,
      createElement: (tag: string) => new FakeElement(tag.toUpperCase()),
      addEventListener() {},
    },
    window: {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'message') onMessage.push(listener);
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      innerHeight: 700,
    },
    self: { origin: HOST },
    URL,
    URLSearchParams,
    CustomEvent: class {
      detail: unknown;
      bubbles: boolean;
      constructor(
        public type: string,
        init: { detail: unknown; bubbles: boolean },
      ) {
        this.detail = init.detail;
        this.bubbles = init.bubbles;
      }
    },
  });
  const frame = script.placedAfter[0];
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of onMessage)
      listener({
        data,
        origin: from.origin ?? AGENDEI,
        source: from.source ?? frame?.contentWindow,
      });
  };
  /** Runs what waited for the next frame. */
  const nextFrame = () => {
    for (const callback of frames.splice(0)) callback();
  };
  return { script, frame, post, nextFrame };
}

describe('embed.js', () => {
  it("writes an iframe to the personal booking page in embed mode, with the office's options", () => {
    const { frame } = loadWidget({ agendei: 'ana-souza', theme: 'dark', accent: '#0B6E4F' });
    expect(frame?.tagName).toBe('IFRAME');
    const url = new URL(frame!.src as string);
    expect(url.origin + url.pathname).toBe(`${AGENDEI}/book/personal/ana-souza`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      embed: '1',
      theme: 'dark',
      parent: HOST,
      accent: '#0B6E4F',
    });
    expect(frame!.title).toBe('Agendamento online');
    expect(frame!.style).toMatchObject({ width: '100%', height: '640px', border: '0' });
  });

  it("names the organization's page and drops a theme or colour it does not know", () => {
    const { frame } = loadWidget({ agendeiShared: '0b6c', theme: 'blue', accent: 'red' });
    const url = new URL(frame!.src as string);
    expect(url.pathname).toBe('/book/shared/0b6c');
    expect(url.searchParams.get('theme')).toBe('auto');
    expect(url.searchParams.has('accent')).toBe(false);
  });

  it('writes nothing without a link attribute', () => {
    expect(loadWidget({ theme: 'dark' }).frame).toBeUndefined();
  });

  it('writes a button with the label in popup mode, and no iframe until it is pressed', () => {
    const { frame } = loadWidget({ agendei: 'ana', mode: 'popup', label: 'Marque já' });
    expect(frame?.tagName).toBe('BUTTON');
    expect(frame?.textContent).toBe('Marque já');
    expect(frame?.attributes['aria-haspopup']).toBe('dialog');
  });

  it('takes the height its booking page reports, from its own iframe only', () => {
    const { frame, post } = loadWidget({ agendei: 'ana' });
    post({ type: 'agendei:resize', height: 980.4 }, { origin: 'https://intruso.example' });
    post({ type: 'agendei:resize', height: 980.4 }, { source: {} });
    expect(frame!.style.height).toBe('640px');
    post({ type: 'agendei:resize', height: 980.4 });
    expect(frame!.style.height).toBe('981px');
  });

  it('tells its own booking page which band of the frame is on screen, on its reports only', () => {
    const { frame, post, nextFrame } = loadWidget({ agendei: 'ana' });
    const sent = () => frame!.contentWindow.sent;
    // A frame 1,500 px tall whose top is 300 px down a 700 px window: its 0–400 band shows.
    frame!.rect = { top: 300, bottom: 1800, height: 1500 };
    post({ type: 'agendei:resize', height: 1500 });
    nextFrame();
    expect(sent()).toEqual([
      { message: { type: 'agendei:viewport', top: 0, height: 400 }, origin: AGENDEI },
    ]);
    // A message from another origin sends nothing; scrolled 500 px down, the 200–900 band shows.
    post({ type: 'agendei:resize', height: 1500 }, { origin: 'https://intruso.example' });
    nextFrame();
    expect(sent()).toHaveLength(1);
    frame!.rect = { top: -200, bottom: 1300, height: 1500 };
    post({ type: 'agendei:resize', height: 1500 });
    nextFrame();
    expect(sent().at(-1)).toEqual({
      message: { type: 'agendei:viewport', top: 200, height: 700 },
      origin: AGENDEI,
    });
  });

  it('passes a booking on as a bubbling agendei:booked event with its four facts only', () => {
    const { script, post } = loadWidget({ agendei: 'ana' });
    const booked = {
      type: 'agendei:booked',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T14:00:00.000Z',
      service: 'Consulta',
      professional: 'Bruno Lima',
    };
    post({ ...booked, clientName: 'Mariana' }, { origin: 'https://intruso.example' });
    expect(script.dispatched).toEqual([]);
    post({ ...booked, clientName: 'Mariana', clientEmail: 'mariana@example.com' });
    expect(script.dispatched).toHaveLength(1);
    expect(script.dispatched[0]).toMatchObject({ type: 'agendei:booked', bubbles: true });
    expect(script.dispatched[0]!.detail).toEqual({
      start: booked.start,
      end: booked.end,
      service: 'Consulta',
      professional: 'Bruno Lima',
    });
  });
});
