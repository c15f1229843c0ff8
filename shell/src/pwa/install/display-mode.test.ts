import { describe, expect, it } from '@jest/globals';
import { countsAsInstalled, displayModeOf } from './display-mode.ts';

const matching = (mode: string) => (query: string) => query === `(display-mode: ${mode})`;

describe('displayModeOf', () => {
  it('names the display mode whose media query matches', () => {
    expect(displayModeOf(matching('standalone'))).toBe('standalone');
    expect(displayModeOf(matching('fullscreen'))).toBe('fullscreen');
    expect(displayModeOf(matching('minimal-ui'))).toBe('minimal-ui');
  });

  it('is browser when no app mode matches', () => {
    expect(displayModeOf(() => false)).toBe('browser');
    expect(displayModeOf(matching('browser'))).toBe('browser');
  });
});

describe('countsAsInstalled', () => {
  it('is true in standalone mode or with the iOS standalone flag, and only then', () => {
    expect(countsAsInstalled('standalone', undefined)).toBe(true);
    expect(countsAsInstalled('browser', true)).toBe(true);
    expect(countsAsInstalled('browser', false)).toBe(false);
    expect(countsAsInstalled('browser', undefined)).toBe(false);
    expect(countsAsInstalled('fullscreen', undefined)).toBe(false);
    expect(countsAsInstalled('minimal-ui', false)).toBe(false);
  });
});
