import type { DocumentView } from '@ledgerline/documents/document-view/document-view.ts';

/** The plan's mark, the template's footer text and the verification code, as the foot of every page of the PDF prints them. */
export function SheetFooter({ view }: { view: DocumentView }) {
  if (!view.watermark && !view.footerText && !view.verification) return null;
  return (
    <footer className="sheet-footer">
      {view.watermark && <p className="watermark">{view.watermark}</p>}
      {view.footerText && <p>{view.footerText}</p>}
      {view.verification && <p>{`Verification code ${view.verification.code}`}</p>}
    </footer>
  );
}
