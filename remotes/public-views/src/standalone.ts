import type { ComponentType } from 'react';
import { mountStandalone } from '@ledgerline/shell-ui/standalone';
import { REMOTE_SCREENS } from '@ledgerline/shell-sdk';

mountStandalone(
  'public_views',
  [...REMOTE_SCREENS.public_views],
  (screen) => import(`./screens/${screen}.tsx`) as Promise<{ default: ComponentType }>,
);
