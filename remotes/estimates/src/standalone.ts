import type { ComponentType } from 'react';
import { mountStandalone } from '@ledgerline/shell-ui/standalone';
import { REMOTE_SCREENS } from '@ledgerline/shell-sdk';

mountStandalone(
  'estimates',
  [...REMOTE_SCREENS.estimates],
  (screen) => import(`./screens/${screen}.tsx`) as Promise<{ default: ComponentType }>,
);
