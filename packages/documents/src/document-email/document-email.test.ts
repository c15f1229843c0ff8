/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { fillPlaceholders } from '@ledgerline/contracts';
import { renderDocumentEmail, type DocumentEmailContent } from './document-email.ts';

const content: DocumentEmailContent = {
  businessName: 'Acme & Co',
  accentColor: '#1f6feb',
  message: 'Hello,\n\nPlease find the invoice.\nThanks',
  linkLabel: 'View invoice INV-0001',
  link: 'https://app.example/p/invoice/abc',
};

describe('renderDocumentEmail', () => {
  it('shows a client named <b>x</b> literally: filled text is escaped, never markup', () => {
    const message = fillPlaceholders('Hello {client.name},', {
      '{client.name}': '<b>x</b>',
      '{document.number}': 'INV-0001',
      '{document.total}': '$10.00',
      '{document.link}': 'https://app.example/p/invoice/abc',
      '{business.name}': '<script>alert(1)</script>',
    });
    const { html, text } = renderDocumentEmail({ ...content, message, businessName: '<script>alert(1)</script>' });
    expect(html).toContain('Hello &lt;b&gt;x&lt;/b&gt;,');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toContain('Hello <b>x</b>,');
  });

  it('keeps paragraphs and line breaks, and links the button to the public page', () => {
    const { html } = renderDocumentEmail(content);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('Please find the invoice.<br/>Thanks</p>');
    expect(html).toContain('href="https://app.example/p/invoice/abc"');
    expect(html).toContain('View invoice INV-0001</a>');
  });

  it('adds the link to the text part unless the message already holds it', () => {
    expect(renderDocumentEmail(content).text).toBe(`${content.message}\n\nView invoice INV-0001: https://app.example/p/invoice/abc\n`);
    const withLink = { ...content, message: 'See https://app.example/p/invoice/abc' };
    expect(renderDocumentEmail(withLink).text).toBe('See https://app.example/p/invoice/abc\n');
    expect(renderDocumentEmail({ ...content, link: null }).html).not.toContain('<a ');
  });

  it('carries the plan’s mark under the message in both parts when given one, and none otherwise', () => {
    const marked = renderDocumentEmail({ ...content, watermark: 'Made with Ledgerline — Free plan' });
    expect(marked.html).toContain('Made with Ledgerline — Free plan</p>');
    expect(marked.text.trimEnd().endsWith('Made with Ledgerline — Free plan')).toBe(true);
    const plain = renderDocumentEmail(content);
    expect(plain.html).not.toContain('Made with Ledgerline');
    expect(plain.text).not.toContain('Made with Ledgerline');
  });
});
