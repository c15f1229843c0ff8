import type { DocumentLook } from '@ledgerline/documents/document-view/document-view.ts';

/** The business's logo where its template places it, as the PDF prints it. */
export function SheetLogo({ look }: { look: DocumentLook }) {
  if (!look.logo) return null;
  return (
    <div className="logo" style={{ textAlign: look.logoPosition }}>
      <img src={look.logo} alt={`${look.author} logo`} />
    </div>
  );
}

/** The template's accent colour for the sheet's title and rules (public-document-styles.ts reads --accent). */
export const accentStyle = (look: DocumentLook) => ({ '--accent': look.accentColor }) as React.CSSProperties;
