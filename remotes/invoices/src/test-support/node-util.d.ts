/**
 * The two names the jsdom polyfills take from Node. Declared here rather than adding @types/node to
 * this browser workspace, where Node's globals would hide mistakes in front-end code.
 */
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
