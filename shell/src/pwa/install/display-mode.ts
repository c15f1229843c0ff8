export type DisplayMode = 'standalone' | 'fullscreen' | 'minimal-ui' | 'browser';

const APP_MODES = ['standalone', 'fullscreen', 'minimal-ui'] as const;

/** SPEC.md section 4: the display mode whose media query matches; 'browser' when none does. */
export function displayModeOf(matchesMedia: (query: string) => boolean): DisplayMode {
  return APP_MODES.find((mode) => matchesMedia(`(display-mode: ${mode})`)) ?? 'browser';
}

/** Installed: running standalone, or from an iOS home screen (Safari's own navigator.standalone flag). */
export function countsAsInstalled(mode: DisplayMode, iosStandalone: boolean | undefined): boolean {
  return mode === 'standalone' || iosStandalone === true;
}

export function currentDisplayMode(): DisplayMode {
  return displayModeOf((query) => window.matchMedia(query).matches);
}

export function isRunningInstalled(): boolean {
  return countsAsInstalled(currentDisplayMode(), (navigator as Navigator & { standalone?: boolean }).standalone);
}
