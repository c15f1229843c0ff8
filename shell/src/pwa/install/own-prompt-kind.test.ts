import { describe, expect, it } from '@jest/globals';
import { autoPromptsOn, ownPromptKindOf } from './own-prompt-kind.ts';
import { UA } from './test-user-agents.ts';

const facts = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints });

describe('ownPromptKindOf', () => {
  it('gives iPhones and iPads the manual Add to Home Screen steps', () => {
    expect(ownPromptKindOf(facts(UA.iphone, 5))).toBe('ios');
    expect(ownPromptKindOf(facts(UA.ipad, 5))).toBe('ios');
    expect(ownPromptKindOf(facts(UA.ipadAsMac, 5))).toBe('ios');
  });

  it('gives desktop Chrome and Edge their prompt', () => {
    expect(ownPromptKindOf(facts(UA.windows))).toBe('desktop-chromium');
    expect(ownPromptKindOf(facts(UA.mac))).toBe('desktop-chromium');
    expect(ownPromptKindOf(facts(UA.edge))).toBe('desktop-chromium');
  });

  it('gives other browsers and Android none', () => {
    expect(ownPromptKindOf(facts(UA.firefoxWindows))).toBeNull();
    expect(ownPromptKindOf(facts(UA.safariMac))).toBeNull();
    expect(ownPromptKindOf(facts(UA.opera))).toBeNull();
    expect(ownPromptKindOf(facts(UA.androidPhone, 5))).toBeNull();
    expect(ownPromptKindOf(facts(UA.androidTablet, 10))).toBeNull();
  });
});

describe('autoPromptsOn', () => {
  it('is true on phones and tablets only', () => {
    expect(autoPromptsOn(facts(UA.androidPhone, 5))).toBe(true);
    expect(autoPromptsOn(facts(UA.androidTablet, 10))).toBe(true);
    expect(autoPromptsOn(facts(UA.windows))).toBe(false);
  });
});
