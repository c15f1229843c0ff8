import { useMemo, useSyncExternalStore } from 'react';
import type { AppInstall } from '@ledgerline/shell-sdk';
import { isRunningInstalled } from './display-mode.ts';
import { installPrompt } from './install-prompt.ts';

const present = () => installPrompt.show();

/** The page's install prompt as useShell().install hands it to every screen (the landing page's offer). */
export function useAppInstall(): AppInstall {
  const { available, installed } = useSyncExternalStore(installPrompt.subscribe, installPrompt.getState);
  return useMemo(() => ({ available, installed: installed || isRunningInstalled(), install: present }), [available, installed]);
}
