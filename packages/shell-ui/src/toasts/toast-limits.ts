/** Toast limits of SPEC.md section 9, for the ToastHost. */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;
export const toastConfig = { maxCount: TOAST_MAX_VISIBLE, duration: TOAST_DURATION_MS / 1000 };
/** A toast dragged sideways this far is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the visible toast. */
export const TOAST_FOCUS_KEY = 'F8';
