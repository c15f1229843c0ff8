import { toastConfig } from '@ledgerline/shell-ui';
import { useMediaQuery } from '@ledgerline/plain-ui';

/** Below the top bar, so a toast never hides the search box or 'New Document'. */
const TOP_PX = 72;
/** SPEC.md section 9's phone widths. */
const PHONE_QUERY = '(max-width: 640px)';

/**
 * Where toasts open. On a wide screen at the top right, clear of a dialog's centred title. On a
 * phone a toast is as wide as the screen, and at the top it would lie over an open dialog's title:
 * there it opens at the bottom, as phones' own snackbars do.
 */
export function useToastPlacement() {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? { ...toastConfig, placement: 'bottom' as const, bottom: 16 } : { ...toastConfig, top: TOP_PX };
}
