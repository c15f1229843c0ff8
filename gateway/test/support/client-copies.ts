import type { Test } from 'supertest';
import { mailListSchema, mailMessageSchema, publicChangeOrderSchema, publicEstimateSchema, publicInvoiceSchema } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { addClient, addInvoice, CLIENT, type Member } from './business.ts';
import { addAcceptedEstimate, addSentChangeOrder, publicApiPath } from './estimates.ts';
import type { TestApp } from './test-app.ts';

/** A binary answer's bytes (supertest buffers only text by default); the parser reads the raw response stream. */
export const binary = (request: Test) =>
  request.buffer(true).parse((res, done) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The text of the PDF a public link downloads, its spacing made single. */
async function publicPdfText(t: TestApp, apiPath: string): Promise<string> {
  const response = await binary(t.request().get(`${apiPath}/pdf`));
  if (response.status !== 200) throw new Error(`PDF download failed: ${response.status}`);
  return (await pdfText(new Uint8Array(response.body as Buffer))).replace(/\s+/g, ' ');
}

/**
 * What the client of a member's invoice receives once it is sent by email: the answer of its public
 * page, the text of its PDF and the email (its HTML and text parts, as the outbox holds them).
 */
export async function invoiceAsReceived(t: TestApp, member: Member) {
  const invoice = await addInvoice(t, member, await addClient(t, member));
  const email = { to: [CLIENT.email], subject: 'Your invoice', message: 'Please find your invoice.', attachPdf: false };
  const sent = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send(email).expect(200);
  const apiPath = new URL(sent.body.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
  const page = publicInvoiceSchema.parse((await t.request().get(apiPath).expect(200)).body);
  const [newest] = mailListSchema.parse((await member.as(t.request().get('/api/mail')).expect(200)).body).items;
  const mail = mailMessageSchema.parse((await member.as(t.request().get(`/api/mail/${newest?.id}`)).expect(200)).body);
  return { invoiceId: invoice.id as string, apiPath, page, pdf: await publicPdfText(t, apiPath), email: { html: mail.html, text: mail.text } };
}

/** The public pages and PDFs of a member's accepted estimate and of a change order sent against it. */
export async function estimateAndChangeOrderAsReceived(t: TestApp, member: Member) {
  const estimate = await addAcceptedEstimate(t, member, await addClient(t, member));
  const changeOrder = await addSentChangeOrder(t, member, estimate.id);
  const estimatePath = publicApiPath(estimate.publicUrl);
  const changeOrderPath = publicApiPath(changeOrder.publicUrl);
  return {
    estimate: { page: publicEstimateSchema.parse((await t.request().get(estimatePath).expect(200)).body), pdf: await publicPdfText(t, estimatePath) },
    changeOrder: { page: publicChangeOrderSchema.parse((await t.request().get(changeOrderPath).expect(200)).body), pdf: await publicPdfText(t, changeOrderPath) },
  };
}
