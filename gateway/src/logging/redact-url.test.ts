import { redactUrl } from './redact-url.ts';

const TOKEN = 'q3HkT0pV9xZr2bYwLm8sNc4dEf6gHi1jKl7oPu5vWa0';

describe('redactUrl', () => {
  it.each([
    [`/api/public/invoices/${TOKEN}`, '/api/public/invoices/[redacted]'],
    [`/api/public/invoices/${TOKEN}/pdf`, '/api/public/invoices/[redacted]/pdf'],
    [`/api/public/estimates/${TOKEN}/accept`, '/api/public/estimates/[redacted]/accept'],
    [`/api/public/change-orders/${TOKEN}`, '/api/public/change-orders/[redacted]'],
    [`/view/invoice/${TOKEN}`, '/view/invoice/[redacted]'],
    [`/view/estimate/${TOKEN}`, '/view/estimate/[redacted]'],
    [`/view/change-order/${TOKEN}`, '/view/change-order/[redacted]'],
  ])('replaces the token of a public link: %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('replaces a link segment whatever it looks like, in any letter case and with doubled slashes', () => {
    expect(redactUrl('/view/invoice/guess')).toBe('/view/invoice/[redacted]');
    expect(redactUrl('/API/Public/Invoices/guess')).toBe('/API/Public/Invoices/[redacted]');
    expect(redactUrl('//view//invoice/guess')).toBe('//view//invoice/[redacted]');
  });

  it('replaces a token-like segment anywhere, so a link added later is covered', () => {
    expect(redactUrl(`/reset-password/${TOKEN}`)).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/things/0123456789abcdef0123456789abcdef')).toBe('/api/things/[redacted]');
  });

  it('keeps row ids, route words and file names', () => {
    const kept = [
      '/api/invoices/3f2c8a4e-1b7d-4c9e-9a0b-5d6e7f8a9b0c/payments',
      '/api/notifications/mark-all-as-read-for-everyone',
      '/invoices/new',
      '/remotes/invoices/dist/remoteEntry.js',
      '/static/js/main.3f2a1b9c0d4e5f6a7b8c.js',
      '/view/invoice',
    ];
    for (const url of kept) expect(redactUrl(url)).toBe(url);
  });

  it('keeps the values of paging, sorting and filter parameters, and replaces every other value', () => {
    expect(redactUrl('/api/invoices?page=2&pageSize=50&sort=-total&status=paid&from=2026-01-01&to=2026-12-31')).toBe(
      '/api/invoices?page=2&pageSize=50&sort=-total&status=paid&from=2026-01-01&to=2026-12-31',
    );
    expect(redactUrl('/api/clients?q=Jane%20Doe&page=1')).toBe('/api/clients?q=[redacted]&page=1');
    expect(redactUrl(`/reset?token=${TOKEN}&Key=abc&code=123&signature=sig&email=a%40b.c`)).toBe(
      '/reset?token=[redacted]&Key=[redacted]&code=[redacted]&signature=[redacted]&email=[redacted]',
    );
    expect(redactUrl(`/x?${TOKEN}&&page=3`)).toBe('/x?[redacted]&&page=3');
  });

  it('passes anything that is not a string through', () => {
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
