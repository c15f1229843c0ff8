import { useEffect } from 'react';
import { TOAST_FOCUS_KEY, TOAST_SWIPE_THRESHOLD_PX, useToastApi } from '@ledgerline/shell-ui';

const NOTICE = '.ant-notification-notice';

/**
 * What antd's toasts lack from SPEC.md section 9: a toast dragged sideways past the threshold goes
 * away, and F8 moves the keyboard focus to the visible toast. At most one toast is ever visible, so
 * dismissing means closing all of them.
 */
export function ToastGestures() {
  const notification = useToastApi();

  useEffect(() => {
    let drag: { notice: HTMLElement; startX: number; pointerId: number } | null = null;

    function onPointerDown(event: PointerEvent) {
      const notice = event.target instanceof Element ? event.target.closest<HTMLElement>(NOTICE) : null;
      if (notice === null || (event.target as Element).closest('button, a')) return;
      drag = { notice, startX: event.clientX, pointerId: event.pointerId };
    }
    function onPointerMove(event: PointerEvent) {
      if (drag?.pointerId !== event.pointerId) return;
      drag.notice.style.translate = `${event.clientX - drag.startX}px 0`;
    }
    function onPointerUp(event: PointerEvent) {
      if (drag?.pointerId !== event.pointerId) return;
      const distance = Math.abs(event.clientX - drag.startX);
      drag.notice.style.translate = '';
      drag = null;
      if (distance >= TOAST_SWIPE_THRESHOLD_PX) notification.destroy();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_FOCUS_KEY) return;
      const notice = document.querySelector<HTMLElement>(NOTICE);
      if (notice === null) return;
      event.preventDefault();
      notice.tabIndex = -1;
      notice.focus();
    }

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointermove', onPointerMove);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerUp);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', onPointerUp);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [notification]);

  return null;
}
