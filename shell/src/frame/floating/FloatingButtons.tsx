import { useMediaQuery } from '@ledgerline/plain-ui';
import { CLEAR_TABLE_EDGE } from './clear-table-edge.ts';
import { HelpButton } from './HelpButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { useScrolling } from './use-scrolling.ts';

/**
 * The buttons sit over the page's right edge, where tables end in their amounts: from 768 px every
 * table keeps that edge clear (CLEAR_TABLE_EDGE). On a phone, where amounts run to the edge of
 * cards, the buttons tuck away to the right while the page scrolls.
 */
const CARDS_NOT_TABLES = '(max-width: 767px)';

export function FloatingButtons({ onOpenShortcuts }: { onOpenShortcuts: () => void }) {
  // Only where tables leave no clear edge: on a desktop a scroll (even the one that brings a menu item
  // into view) would move the button out from under its own open menu.
  const scrolling = useScrolling();
  const tucked = useMediaQuery(CARDS_NOT_TABLES) && scrolling;
  return (
    <>
      <style>{CLEAR_TABLE_EDGE}</style>
      <ShareButton bottom={80} tucked={tucked} />
      <HelpButton bottom={24} tucked={tucked} onOpen={onOpenShortcuts} />
    </>
  );
}
