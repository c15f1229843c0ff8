import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { DeviceType } from '@ledgerline/contracts';
import { PWA_INSTALL_AVAILABLE_EVENT } from '@ledgerline/shell-sdk';
import { InstallPromptController, type BeforeInstallPromptEvent } from './install-prompt-controller.ts';
import { AUTO_PROMPTED_KEY, type SessionFlags } from './session-flags.ts';

function memoryFlags(): SessionFlags & { keys: Set<string> } {
  const keys = new Set<string>();
  return { keys, has: (key) => keys.has(key), set: (key) => void keys.add(key), clear: (key) => void keys.delete(key) };
}

function installOffer(answer: 'accepted' | 'dismissed' | Error) {
  const prompt = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
  });
  const userChoice = answer instanceof Error ? new Promise<never>(() => {}) : Promise.resolve({ outcome: answer, platform: 'web' });
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice }) as BeforeInstallPromptEvent & { prompt: typeof prompt };
}

function setUp({ autoPrompt = false, deviceType = 'desktop' as DeviceType, logInstall = jest.fn(async (_type: DeviceType) => {}) } = {}) {
  const target = new EventTarget();
  const flags = memoryFlags();
  const controller = new InstallPromptController({ target, flags, deviceType, autoPrompt, logInstall });
  controller.start();
  return { target, flags, controller, logInstall };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InstallPromptController', () => {
  it('has nothing to show until the browser offers installation', async () => {
    const { controller } = setUp();
    expect(controller.getState()).toEqual({ available: false, installed: false });
    await expect(controller.show()).resolves.toBe('unavailable');
  });

  it("holds the browser's offer, says so on the target, and ends as accepted", async () => {
    const { target, controller } = setUp();
    const announced = jest.fn();
    target.addEventListener(PWA_INSTALL_AVAILABLE_EVENT, announced);
    const onChange = jest.fn();
    controller.subscribe(onChange);

    const offer = installOffer('accepted');
    target.dispatchEvent(offer);

    expect(offer.defaultPrevented).toBe(true);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(controller.getState().available).toBe(true);
    expect(onChange).toHaveBeenCalled();
    await expect(controller.show()).resolves.toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('ends as dismissed when the user declines, and the used offer is gone', async () => {
    const { target, controller } = setUp();
    target.dispatchEvent(installOffer('dismissed'));
    await expect(controller.show()).resolves.toBe('dismissed');
    expect(controller.getState().available).toBe(false);
    await expect(controller.show()).resolves.toBe('unavailable');
  });

  it('logs a failing prompt and reports it unavailable', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { target, controller } = setUp();
    target.dispatchEvent(installOffer(new Error('NotAllowedError')));
    await expect(controller.show()).resolves.toBe('unavailable');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(controller.getState().available).toBe(false);
  });

  it('on installation drops the offer, clears the session flag and logs the install once', async () => {
    const { target, flags, controller, logInstall } = setUp({ deviceType: 'mobile' });
    target.dispatchEvent(installOffer('accepted'));
    flags.set(AUTO_PROMPTED_KEY);

    target.dispatchEvent(new Event('appinstalled'));

    expect(controller.getState()).toEqual({ available: false, installed: true });
    expect(flags.has(AUTO_PROMPTED_KEY)).toBe(false);
    expect(logInstall).toHaveBeenCalledTimes(1);
    expect(logInstall).toHaveBeenCalledWith('mobile');
    await expect(controller.show()).resolves.toBe('unavailable');
  });

  it('only logs an install log that failed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('503: Service Unavailable');
    const { target } = setUp({ logInstall: jest.fn(async () => Promise.reject(failure)) });
    target.dispatchEvent(new Event('appinstalled'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The installation could not be logged.', failure));
  });

  it('on phones and tablets shows the offer by itself at the next tap, once per session', async () => {
    const { target, flags, controller } = setUp({ autoPrompt: true, deviceType: 'tablet' });
    const first = installOffer('dismissed');
    target.dispatchEvent(first);
    // The browser refuses prompt() outside a user gesture, so nothing happens before one.
    expect(first.prompt).not.toHaveBeenCalled();
    expect(flags.has(AUTO_PROMPTED_KEY)).toBe(false);
    target.dispatchEvent(new Event('click'));
    expect(first.prompt).toHaveBeenCalledTimes(1);
    expect(flags.has(AUTO_PROMPTED_KEY)).toBe(true);

    const second = installOffer('accepted');
    target.dispatchEvent(second);
    target.dispatchEvent(new Event('keydown'));
    expect(second.prompt).not.toHaveBeenCalled();
    expect(controller.getState().available).toBe(true);
  });

  it('does not prompt by itself when the offer was already used before the tap', async () => {
    const { target, controller } = setUp({ autoPrompt: true, deviceType: 'mobile' });
    const offer = installOffer('accepted');
    target.dispatchEvent(offer);
    await expect(controller.show()).resolves.toBe('accepted');
    target.dispatchEvent(new Event('click'));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });
});
