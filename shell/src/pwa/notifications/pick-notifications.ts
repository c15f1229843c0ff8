/** Enough to cover every notification a list can hold; older ids drop off. */
export const SHOWN_IDS_KEPT = 200;

interface Listed {
  id: string;
  read: boolean;
}

/**
 * Which listed notifications to show as system notifications, and the ids to remember afterwards.
 * `shown` null means nothing was polled since notifications were turned on: that first list only
 * sets the starting point, so turning them on does not replay everything still unread.
 */
export function pickNotificationsToShow<T extends Listed>(items: readonly T[], shown: readonly string[] | null): { show: T[]; shown: string[] } {
  if (shown === null) return { show: [], shown: items.map((item) => item.id).slice(0, SHOWN_IDS_KEPT) };
  const known = new Set(shown);
  const show = items.filter((item) => !item.read && !known.has(item.id));
  return { show, shown: [...show.map((item) => item.id), ...shown].slice(0, SHOWN_IDS_KEPT) };
}
