import type { Context } from 'koa';

/** Answers with a PDF the browser saves under its file name. */
export function sendPdf(ctx: Context, pdf: { fileName: string; bytes: Uint8Array }): void {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${pdf.fileName.replace(/"/g, '')}"`);
  ctx.body = Buffer.from(pdf.bytes);
}
