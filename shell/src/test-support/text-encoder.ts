/// <reference types="node" />
// react-router needs TextEncoder as it loads and jsdom has none. Import this module before any
// module that imports react-router: ES modules run in import order.
import { TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
