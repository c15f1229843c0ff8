import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Everything an email about a document shows; all of it plain text, typed by users or filled from the document. */
export type DocumentEmailContent = {
  businessName: string;
  /** The template's accent colour (#rrggbb, validated by the template schema). */
  accentColor: string;
  /** The message as the user left it in the send dialog, placeholders already filled. */
  message: string;
  /** "View invoice INV-0007", the button's words. */
  linkLabel: string;
  /** The public page of the document, or null when it has no link. */
  link: string | null;
  /** The mark of the sender's plan under the message (document-view/watermark.ts), or null. */
  watermark?: string | null;
};

const page = { backgroundColor: '#f4f5f7', margin: 0, padding: '24px 0', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2328' };
const card = { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px' };
const watermarkStyle = { margin: '32px 0 0', paddingTop: '16px', borderTop: '1px solid #e5e7eb', fontSize: '13px', color: '#57606a' };

/** Paragraphs split at blank lines, line breaks kept; React escapes every character of the text. */
function paragraphs(text: string): ReactNode[] {
  return text.split(/\n{2,}/).map((paragraph, index) =>
    h('p', { key: index, style: { margin: '0 0 16px', fontSize: '15px', lineHeight: '22px' } }, ...paragraph.split('\n').flatMap((line, n) => (n === 0 ? [line] : [h('br', { key: n }), line]))),
  );
}

function DocumentEmail(content: DocumentEmailContent) {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width' }), h('title', null, content.businessName)),
    h(
      'body',
      { style: page },
      h(
        'div',
        { style: card },
        h('p', { style: { margin: '0 0 24px', fontSize: '18px', fontWeight: 700, color: content.accentColor } }, content.businessName),
        ...paragraphs(content.message),
        content.link
          ? h(
              'p',
              { style: { margin: '24px 0 0' } },
              h('a', { href: content.link, style: { display: 'inline-block', backgroundColor: content.accentColor, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', fontWeight: 600 } }, content.linkLabel),
            )
          : null,
        content.watermark ? h('p', { style: watermarkStyle }, content.watermark) : null,
      ),
    ),
  );
}

/**
 * The HTML part (rendered from React, so text typed by users is always escaped) and the plain-text
 * part of an email about a document.
 */
export function renderDocumentEmail(content: DocumentEmailContent): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(h(DocumentEmail, content))}`;
  const linkLine = content.link && !content.message.includes(content.link) ? `\n\n${content.linkLabel}: ${content.link}` : '';
  const watermarkLine = content.watermark ? `\n\n${content.watermark}` : '';
  return { html, text: `${content.message}${linkLine}${watermarkLine}\n` };
}
