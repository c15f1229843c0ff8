import type { ComponentType } from 'react';
import { mountStandalone } from '@ledgerline/shell-ui/standalone';
import { REMOTE_SCREENS } from '@ledgerline/shell-sdk';

mountStandalone(
  'invoices',
  [...REMOTE_SCREENS.invoices],
  (screen) => import(`./screens/${screen}.tsx`) as Promise<{ default: ComponentType }>,
);
