import { describe, expect, it, jest } from '@jest/globals';
import { requestNotificationPermission, type NotificationApi } from './notification-permission.ts';

function api(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = jest.fn(async () => answer);
  return { permission, requestPermission } satisfies NotificationApi;
}

describe('requestNotificationPermission (SPEC.md section 4)', () => {
  it("gives 'denied' where the browser has no notifications", async () => {
    await expect(requestNotificationPermission(undefined)).resolves.toBe('denied');
  });

  it('asks nothing when permission is already granted', async () => {
    const granted = api('granted');
    await expect(requestNotificationPermission(granted)).resolves.toBe('granted');
    expect(granted.requestPermission).not.toHaveBeenCalled();
  });

  it("asks nothing and gives 'denied' when the user has blocked notifications", async () => {
    const denied = api('denied');
    await expect(requestNotificationPermission(denied)).resolves.toBe('denied');
    expect(denied.requestPermission).not.toHaveBeenCalled();
  });

  it("otherwise asks the browser and gives its answer", async () => {
    const undecided = api('default', 'granted');
    await expect(requestNotificationPermission(undecided)).resolves.toBe('granted');
    expect(undecided.requestPermission).toHaveBeenCalledTimes(1);
    await expect(requestNotificationPermission(api('default', 'default'))).resolves.toBe('default');
  });

  it('uses the browser API by default; jsdom has none, so that is denied', async () => {
    await expect(requestNotificationPermission()).resolves.toBe('denied');
  });
});
