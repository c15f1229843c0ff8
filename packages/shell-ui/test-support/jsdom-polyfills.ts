/// <reference types="node" />
// What jsdom lacks and the app's libraries need: react-router needs TextEncoder as it loads and a Request to navigate, antd's
// form and select post to a MessageChannel to run work in a later macrotask, and its text areas
// watch their size. Import this module
// before any module that imports them: ES modules run in import order.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

/** Delivers each message in a later macrotask, which is all the libraries rely on. */
class MacrotaskChannel {
  readonly port1 = { onmessage: null as ((event: { data: unknown }) => void) | null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}

globalThis.MessageChannel ??= MacrotaskChannel as unknown as typeof globalThis.MessageChannel;

/**
 * react-router's data router (the shell's) builds a Request for every navigation, and jsdom has
 * none. The screens' tests navigate without loaders or actions, which read only these fields.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;

  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? null;
  }
}

globalThis.Request ??= NavigationRequest as unknown as typeof globalThis.Request;

/** jsdom lays nothing out, so no size ever changes and there is nothing to report. */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= InertResizeObserver as unknown as typeof globalThis.ResizeObserver;

/**
 * jsdom's getComputedStyle walks every stylesheet on each call, and antd injects many, which made a
 * form test take many seconds. These tests read no computed layout, so the element's own inline style
 * is enough for antd's size checks and for the visibility checks of role queries.
 */
window.getComputedStyle = ((element: Element) => (element as HTMLElement).style ?? document.body.style) as typeof window.getComputedStyle;
