import type { CSSProperties } from 'react';
import { formatMoney, type TemplateLabelKey, type TemplateSettings } from '@ledgerline/contracts';
import { LABEL_GROUPS } from '../builder/label-fields.ts';
import type { PreviewDocument } from './preview-document.ts';

export type TemplatePreviewProps = {
  settings: TemplateSettings;
  document: PreviewDocument;
  /** The template's uploaded logo, or null. */
  logoUrl: string | null;
};

const CAPTIONS = new Map(LABEL_GROUPS.flatMap((group) => group.fields));
const FONTS = { sans: 'Helvetica, Arial, sans-serif', serif: 'Georgia, "Times New Roman", serif' } as const;
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * The builder's live preview: the picked document laid out with the template being edited. Every
 * value is put in as text (nothing typed becomes markup). Its props are the whole boundary: the
 * document view model of packages/documents renders here once it lands, with no change around it.
 */
export function TemplatePreview({ settings, document: viewed, logoUrl }: TemplatePreviewProps) {
  const label = (key: TemplateLabelKey) => settings.labels[key]?.trim() || CAPTIONS.get(key) || key;
  const { document } = viewed;
  const money = (minor: number) => formatMoney(minor, document.currency, 'en-US');
  const show = settings.show;
  const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #eee', textAlign: 'right' };
  const head: CSSProperties = { ...cell, color: settings.accentColor, borderBottom: `2px solid ${settings.accentColor}` };
  const columns: [string, boolean][] = [
    [label('quantity'), show.quantity],
    [label('unit'), show.unit],
    [label('unitPrice'), true],
    [label('tax'), show.taxPerLine],
    [label('amount'), true],
  ];
  const sections: [string, string][] = [
    [label('notes'), document.notes],
    [label('terms'), document.terms],
    ...(viewed.kind === 'invoice' && show.paymentInstructions ? [[label('paymentInstructions'), viewed.document.paymentInstructions] as [string, string]] : []),
  ];

  return (
    <article
      aria-label="Template preview"
      style={{ fontFamily: FONTS[settings.font], background: '#fff', color: '#222', padding: 24, borderTop: `6px solid ${settings.accentColor}`, minWidth: 0, overflowX: 'auto' }}
    >
      {settings.headerText && <p style={{ whiteSpace: 'pre-wrap', color: '#555' }}>{settings.headerText}</p>}
      {logoUrl && (
        <div style={{ display: 'flex', justifyContent: JUSTIFY[settings.logoPosition], marginBottom: 12 }}>
          <img src={logoUrl} alt="Logo" style={{ maxHeight: 64, maxWidth: 200 }} />
        </div>
      )}
      <h2 style={{ color: settings.accentColor, margin: '0 0 4px', fontWeight: settings.design === 'bold' ? 800 : 600 }}>
        {label(viewed.kind)} {document.number}
      </h2>
      <p style={{ margin: '0 0 16px' }}>{document.business.name}</p>
      <p style={{ margin: 0, color: '#777' }}>{label('billTo')}</p>
      <p style={{ margin: '0 0 16px' }}>{document.client.name}</p>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <thead>
          <tr>
            <th style={{ ...head, textAlign: 'left' }}>{label('description')}</th>
            {columns.filter(([, shown]) => shown).map(([name]) => <th key={name} style={head}>{name}</th>)}
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => {
            const values: [string, boolean][] = [
              [line.quantity, show.quantity],
              [line.unit, show.unit],
              [money(line.unitPrice), true],
              [money(line.taxAmounts.reduce((sum, tax) => sum + tax.amount, 0)), show.taxPerLine],
              [money(line.total), true],
            ];
            return (
              <tr key={index}>
                <td style={{ ...cell, textAlign: 'left' }}>{line.description}</td>
                {values.filter(([, shown]) => shown).map(([value], column) => <td key={column} style={cell}>{value}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: '16px 0', textAlign: 'right' }}>
        <dt>{label('subtotal')}</dt>
        <dd style={{ margin: 0 }}>{money(document.totals.subtotal)}</dd>
        <dt style={{ fontWeight: 700 }}>{label('total')}</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{money(document.totals.total)}</dd>
        {viewed.kind === 'invoice' && (
          <>
            <dt>{label('amountPaid')}</dt>
            <dd style={{ margin: 0 }}>{money(viewed.document.amountPaid)}</dd>
            <dt style={{ fontWeight: 700, color: settings.accentColor }}>{label('balanceDue')}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }}>{money(viewed.document.balance)}</dd>
          </>
        )}
      </dl>
      {sections.filter(([, text]) => text.trim() !== '').map(([name, text]) => (
        <section key={name}>
          <h3 style={{ fontSize: 13, color: settings.accentColor, margin: '12px 0 4px' }}>{name}</h3>
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</p>
        </section>
      ))}
      {settings.footerText && <p style={{ whiteSpace: 'pre-wrap', color: '#555', borderTop: '1px solid #eee', paddingTop: 8, marginTop: 16 }}>{settings.footerText}</p>}
    </article>
  );
}
