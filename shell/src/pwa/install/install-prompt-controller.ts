import type { DeviceType } from '@ledgerline/contracts';
import { PWA_INSTALL_AVAILABLE_EVENT } from '@ledgerline/shell-sdk';
import { AUTO_PROMPTED_KEY, type SessionFlags } from './session-flags.ts';

/** Chromium's install offer; not in TypeScript's DOM library because no standard defines it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * Chromium presents an install offer only inside a user gesture (NotAllowedError otherwise), so the
 * automatic prompt on phones and tablets comes with the user's next tap or key press.
 */
const GESTURES = ['click', 'keydown'] as const;

export interface InstallPromptState {
  /** A browser install offer is held and show() can present it. */
  available: boolean;
  /** The app was installed while this page was open. */
  installed: boolean;
}

export interface InstallPromptDeps {
  /** Where the browser fires beforeinstallprompt and appinstalled, and where the shell broadcasts. */
  target: EventTarget;
  flags: SessionFlags;
  deviceType: DeviceType;
  /** Phones and tablets present the held offer by themselves (at the next gesture), once per session. */
  autoPrompt: boolean;
  logInstall: (deviceType: DeviceType) => Promise<void>;
}

/**
 * The install prompt of SPEC.md section 4. Holds the browser's install offer instead of letting the
 * browser show its own banner, broadcasts that one is available, and presents it on request. Every
 * failure is logged and reported as 'unavailable'; nothing here throws.
 */
export class InstallPromptController {
  readonly #deps: InstallPromptDeps;
  #held: BeforeInstallPromptEvent | null = null;
  #state: InstallPromptState = { available: false, installed: false };
  readonly #listeners = new Set<() => void>();

  constructor(deps: InstallPromptDeps) {
    this.#deps = deps;
  }

  start(): void {
    this.#deps.target.addEventListener('beforeinstallprompt', this.#onInstallOffered);
    this.#deps.target.addEventListener('appinstalled', this.#onInstalled);
  }

  readonly getState = (): InstallPromptState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Presents the held offer once; it is used up whatever the answer. */
  async show(): Promise<InstallOutcome> {
    const offer = this.#held;
    if (offer === null) return 'unavailable';
    this.#hold(null);
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      return choice.outcome === 'accepted' ? 'accepted' : 'dismissed';
    } catch (error) {
      console.error('The install prompt could not be shown.', error);
      return 'unavailable';
    }
  }

  readonly #onInstallOffered = (event: Event): void => {
    event.preventDefault();
    this.#hold(event as BeforeInstallPromptEvent);
    this.#deps.target.dispatchEvent(new Event(PWA_INSTALL_AVAILABLE_EVENT));
    const { flags, autoPrompt } = this.#deps;
    if (autoPrompt && !flags.has(AUTO_PROMPTED_KEY)) this.#promptAtNextGesture();
  };

  #promptAtNextGesture(): void {
    const { target, flags } = this.#deps;
    const present = (): void => {
      for (const type of GESTURES) target.removeEventListener(type, present, true);
      if (this.#held === null || flags.has(AUTO_PROMPTED_KEY)) return;
      flags.set(AUTO_PROMPTED_KEY);
      void this.show();
    };
    for (const type of GESTURES) target.addEventListener(type, present, true);
  }

  readonly #onInstalled = (): void => {
    this.#held = null;
    this.#deps.flags.clear(AUTO_PROMPTED_KEY);
    this.#update({ available: false, installed: true });
    this.#deps.logInstall(this.#deps.deviceType).catch((error: unknown) => console.error('The installation could not be logged.', error));
  };

  #hold(offer: BeforeInstallPromptEvent | null): void {
    this.#held = offer;
    this.#update({ ...this.#state, available: offer !== null });
  }

  #update(state: InstallPromptState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
