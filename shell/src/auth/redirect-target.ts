import type { Location } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';

/** Router state the guard leaves on its way to /auth, so sign-in can return where the user was going. */
export interface SentAwayState {
  from: string;
}

export function sentAwayState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): SentAwayState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where to go after signing in: the page the user was sent away from, else /dashboard. Only an
 * in-app path counts ('//host' would leave the app).
 */
export function afterSignInPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return appPaths.dashboard();
}
