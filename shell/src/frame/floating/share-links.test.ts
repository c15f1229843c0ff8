import { describe, expect, it } from '@jest/globals';
import { shareLinks } from './share-links.ts';

describe('share links', () => {
  const links = shareLinks('https://app.example.com');
  const message = 'Check out this awesome invoice management app!';

  it('puts the message and the address into each app', () => {
    expect(decodeURIComponent(links.email)).toContain(`${message} https://app.example.com`);
    expect(links.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(links.whatsapp)).toContain(`${message} https://app.example.com`);
    expect(decodeURIComponent(links.sms)).toContain(`${message} https://app.example.com`);
    expect(decodeURIComponent(links.messenger)).toContain('https://app.example.com');
    expect(decodeURIComponent(links.telegram)).toContain(message);
    expect(decodeURIComponent(links.telegram)).toContain('url=https://app.example.com');
  });
});
