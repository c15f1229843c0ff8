import { describe, expect, it } from '@jest/globals';
import { pickNotificationsToShow, SHOWN_IDS_KEPT } from './pick-notifications.ts';

const unread = (id: string) => ({ id, read: false });
const read = (id: string) => ({ id, read: true });

describe('pickNotificationsToShow', () => {
  it('shows nothing from the first list after turning on, and remembers it as the starting point', () => {
    expect(pickNotificationsToShow([unread('a'), read('b')], null)).toEqual({ show: [], shown: ['a', 'b'] });
  });

  it('shows each new unread notification once', () => {
    const first = pickNotificationsToShow([unread('c'), read('d'), unread('a')], ['a', 'b']);
    expect(first.show.map((item) => item.id)).toEqual(['c']);
    expect(first.shown).toEqual(['c', 'a', 'b']);
    expect(pickNotificationsToShow([unread('c'), unread('a')], first.shown).show).toEqual([]);
  });

  it('keeps a bounded list of ids', () => {
    const many = Array.from({ length: SHOWN_IDS_KEPT + 50 }, (_, index) => `old-${index}`);
    expect(pickNotificationsToShow([unread('new')], many).shown).toHaveLength(SHOWN_IDS_KEPT);
  });
});
