import { describe, expect, it } from '@jest/globals';
import { notificationTarget } from './notification-link.ts';

const ORIGIN = 'https://app.example';

describe('notificationTarget', () => {
  it('opens the notification\'s link', () => {
    expect(notificationTarget({ link: '/invoices/edit/7f3c' }, ORIGIN)).toBe('https://app.example/invoices/edit/7f3c');
  });

  it('accepts an absolute link of the same origin', () => {
    expect(notificationTarget({ link: 'https://app.example/estimates' }, ORIGIN)).toBe('https://app.example/estimates');
  });

  it.each([undefined, null, 'text', {}, { link: 42 }, { link: '' }])('opens the dashboard without a usable link (%p)', (data) => {
    expect(notificationTarget(data, ORIGIN)).toBe('https://app.example/dashboard');
  });

  it('never follows a link to another site', () => {
    expect(notificationTarget({ link: 'https://evil.example/' }, ORIGIN)).toBe('https://app.example/dashboard');
    expect(notificationTarget({ link: '//evil.example/x' }, ORIGIN)).toBe('https://app.example/dashboard');
  });
});
