import type { CSSProperties } from 'react';
import type { DocumentView, LabelledText, PartyView } from '@ledgerline/documents/document-view/document-view.ts';

const FONTS = { sans: '"Noto Sans", Helvetica, Arial, sans-serif', serif: '"Noto Serif", Georgia, "Times New Roman", serif' } as const;
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
/** The page's width to height, so the preview reads as the paper it prints on. */
const PAPER_RATIO = { A4: '210 / 297', LETTER: '216 / 279' } as const;

const muted: CSSProperties = { color: '#666', margin: 0 };

function Party({ party }: { party: PartyView }) {
  return (
    <div style={{ flex: '1 1 180px', minWidth: 0 }}>
      <p style={{ ...muted, fontSize: 12 }}>{party.heading}</p>
      <p style={{ margin: 0, fontWeight: 700 }}>{party.name}</p>
      {party.lines.map((line, index) => (
        <p key={index} style={muted}>
          {line}
        </p>
      ))}
    </div>
  );
}

function Section({ section, accent }: { section: LabelledText; accent: string }) {
  return (
    <section>
      <h3 style={{ fontSize: 13, color: accent, margin: '12px 0 4px' }}>{section.label}</h3>
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{section.text}</p>
    </section>
  );
}

/**
 * A document view (packages/documents) laid out as a page, the way its PDF prints it: the same
 * blocks in the same order, with the template's font, accent, logo, header and footer. It formats
 * nothing: every text comes from the view, and goes in as text (nothing typed becomes markup).
 */
export function DocumentViewPage({ view }: { view: DocumentView }) {
  const { look } = view;
  const accent = look.accentColor;
  const cell = (numeric: boolean): CSSProperties => ({ padding: '6px 8px', borderBottom: '1px solid #eee', textAlign: numeric ? 'right' : 'left', verticalAlign: 'top' });
  return (
    <article
      aria-label="Template preview"
      style={{ fontFamily: FONTS[look.font], fontSize: 13, background: '#fff', color: '#222', padding: 24, aspectRatio: PAPER_RATIO[look.paperSize], minWidth: 0, boxShadow: '0 1px 6px rgba(0,0,0,0.12)', display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      {view.headerText && <p style={{ ...muted, whiteSpace: 'pre-wrap' }}>{view.headerText}</p>}
      {look.logo && (
        <div style={{ display: 'flex', justifyContent: JUSTIFY[look.logoPosition] }}>
          <img src={look.logo} alt="Logo" style={{ maxHeight: 64, maxWidth: 200 }} />
        </div>
      )}
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <div>
          <h2 style={{ color: accent, margin: 0, fontSize: 22, fontWeight: look.design === 'bold' ? 800 : 600 }}>{view.title}</h2>
          <p style={{ margin: 0, fontWeight: 700 }}>{view.number}</p>
        </div>
        <p style={{ margin: 0, fontWeight: 700 }}>{view.status}</p>
      </header>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Party party={view.business} />
        <Party party={view.client} />
      </div>
      {view.facts.length > 0 && (
        <dl style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: 0 }}>
          {view.facts.map((fact) => (
            <div key={fact.label}>
              <dt style={{ ...muted, fontSize: 12 }}>{fact.label}</dt>
              <dd style={{ margin: 0 }}>{fact.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.intro.map((section) => <Section key={section.label} section={section} accent={accent} />)}
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {view.columns.map((column) => (
                <th key={column.key} style={{ ...cell(column.numeric), color: accent, borderBottom: `2px solid ${accent}` }}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, index) => (
              <tr key={index}>
                {view.columns.map((column) => (
                  <td key={column.key} style={cell(column.numeric)}>
                    {line.cells[column.key]}
                    {column.key === 'description' && line.note && <div style={{ ...muted, fontSize: 11 }}>{line.note}</div>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.totals.map((group, index) => (
        <div key={index} style={{ alignSelf: 'flex-end', minWidth: 'min(100%, 260px)' }}>
          {group.heading && <h3 style={{ fontSize: 13, color: accent, margin: '0 0 4px' }}>{group.heading}</h3>}
          {group.rows.map((row, rowIndex) => (
            <div key={rowIndex} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, fontWeight: row.strong ? 700 : 400 }}>
              <span>{row.label}</span>
              <span>{row.value}</span>
            </div>
          ))}
          {group.note && <p style={{ ...muted, fontSize: 11 }}>{group.note}</p>}
        </div>
      ))}
      {view.sections.map((section) => <Section key={section.label} section={section} accent={accent} />)}
      {view.signature && <Section section={{ label: view.signature.heading, text: view.signature.typedName }} accent={accent} />}
      <footer style={{ ...muted, marginTop: 'auto', borderTop: '1px solid #eee', paddingTop: 8, fontSize: 11 }}>
        {view.footerText && <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{view.footerText}</p>}
        {view.verification && <p style={{ margin: 0 }}>Verification code {view.verification.code}</p>}
      </footer>
    </article>
  );
}
