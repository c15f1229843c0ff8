import { currentBrowser, rootClassesFor } from './detect-browser.ts';

/** Puts the browser's classes on <html> before the first render, so no style has to wait for React. */
export function applyRootClasses(): void {
  document.documentElement.classList.add(...rootClassesFor(currentBrowser()));
}
