/** The template's header text, above everything else on the sheet as at the top of the PDF's page. */
export function SheetHeaderText({ text }: { text: string }) {
  if (!text) return null;
  return <p className="sheet-header">{text}</p>;
}
