import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What jsdom lacks and the screens' libraries need: react-router wants TextEncoder, antd's text areas
 * MessageChannel and ResizeObserver, its responsive grid matchMedia (a screen that never matches is
 * a phone). Import this first.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });

/** Delivers on a timer: node's own MessageChannel would keep jest's process alive after the tests. */
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}
globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof globalThis.MessageChannel;

globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

/**
 * jsdom's getComputedStyle walks every stylesheet on each call, and antd injects many: a form of this
 * size took tens of seconds per test. The screens' tests read no computed layout, so the element's
 * own inline style is enough for antd's size checks.
 */
window.getComputedStyle = ((element: Element) => (element as HTMLElement).style ?? document.body.style) as typeof window.getComputedStyle;
