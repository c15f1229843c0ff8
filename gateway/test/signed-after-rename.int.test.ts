import { createHash } from 'node:crypto';
import type { Test } from 'supertest';
import { changeOrderSchema, estimateRevisionSchema, estimateSchema, publicChangeOrderSchema, publicEstimateSchema } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { findSignature, type SignedKind } from '../src/modules/document-core/signature.ts';
import { accountIdOf, addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * A signed revision and a signed change order are records of what the client read and signed: once
 * the client and the business are renamed and moved, the owner's API, the public link and the PDF
 * still show them as signed, and the signature's stored content still gives its recorded hash.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const SIGNED_BUSINESS = {
  name: 'Northside Carpentry',
  email: 'office@northside.example',
  phone: '512-555-0100',
  address: { line1: '1208 Cedar Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78702', country: 'United States' },
  taxId: 'TX-111',
};
const SIGNED_CLIENT = {
  name: 'Dana Whitfield',
  company: 'Whitfield Homes',
  email: 'dana@whitfield.example',
  billingAddress: { line1: '4 Elm Row', line2: '', city: 'Round Rock', region: 'TX', postalCode: '78664', country: 'United States' },
  taxId: 'WH-222',
};
const RENAMED_ADDRESS = { line1: '99 Harbour Road', line2: '', city: 'Galveston', region: 'TX', postalCode: '77550', country: 'United States' };

/** A fresh account with its business and one client as they read when the client signs. */
async function ownerWithClient(): Promise<{ owner: Member; clientId: string }> {
  const owner = await signUp(t);
  const { name: businessName, ...business } = SIGNED_BUSINESS;
  await owner.as(t.request().put('/api/account/settings')).send({ businessName, currency: 'USD', ...business }).expect(200);
  return { owner, clientId: await addClient(t, owner, SIGNED_CLIENT) };
}

/** Renames and moves the client and the business after the signature. */
async function renameEverything(owner: Member, clientId: string): Promise<void> {
  const client = { name: 'Dana Renamed', company: 'Renamed Holdings', email: 'new@renamed.example', billingAddress: RENAMED_ADDRESS, taxId: 'NEW-9' };
  await owner.as(t.request().put(`/api/clients/${clientId}`)).send(client).expect(200);
  const business = { businessName: 'Southside Joinery', currency: 'USD', email: 'hello@southside.example', address: RENAMED_ADDRESS, taxId: 'TX-999' };
  await owner.as(t.request().put('/api/account/settings')).send(business).expect(200);
}

const binary = (request: Test) =>
  request.buffer(true).parse((res, done) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The text of a PDF download, its spacing made single. */
async function pdfTextOf(request: Test): Promise<string> {
  const response = await binary(request).expect(200);
  return (await pdfText(new Uint8Array(response.body as Buffer))).replace(/\s+/g, ' ');
}

/** What a PDF prints of the parties: the signed ones, none of the renamed ones. */
function expectSignedPartiesPrinted(text: string) {
  for (const signed of ['Dana Whitfield', 'Whitfield Homes', 'dana@whitfield.example', '4 Elm Row', 'Northside Carpentry', '1208 Cedar Street']) {
    expect(text).toContain(signed);
  }
  for (const renamed of ['Dana Renamed', 'Renamed Holdings', 'new@renamed.example', 'Harbour Road', 'Southside Joinery']) expect(text).not.toContain(renamed);
}

/** The signature's stored content, which the SHA-256 recorded at signing is recomputed from. */
async function storedSignature(owner: Member, kind: SignedKind, id: string) {
  const em = t.db.orm.em.fork();
  scopeToAccount(em, await accountIdOf(t, owner));
  const signature = await findSignature(em, kind, id);
  if (!signature) throw new Error('no signature was recorded');
  return { hash: signature.contentHash, recomputed: createHash('sha256').update(signature.signedContent).digest('hex'), content: JSON.parse(signature.signedContent) };
}

describe('an accepted estimate once its client and business are renamed', () => {
  it('shows, prints and hashes the parties as signed; the next revision names the client as it is now', async () => {
    const { owner, clientId } = await ownerWithClient();
    const accepted = await addAcceptedEstimate(t, owner, clientId);
    const publicPath = publicApiPath(accepted.publicUrl);
    const before = publicEstimateSchema.parse((await t.request().get(publicPath).expect(200)).body);
    await renameEverything(owner, clientId);

    const owned = estimateSchema.parse((await owner.as(t.request().get(`/api/estimates/${accepted.id}`)).expect(200)).body);
    expect(owned.client).toEqual({ id: clientId, name: 'Dana Whitfield', company: 'Whitfield Homes' });
    const shown = publicEstimateSchema.parse((await t.request().get(publicPath).expect(200)).body);
    expect(shown.client).toEqual(SIGNED_CLIENT);
    expect(shown.business).toEqual(SIGNED_BUSINESS);
    expect(shown.verificationCode).toBe(before.verificationCode);

    expectSignedPartiesPrinted(await pdfTextOf(owner.as(t.request().get(`/api/estimates/${accepted.id}/pdf`))));
    expectSignedPartiesPrinted(await pdfTextOf(t.request().get(`${publicPath}/pdf`)));

    const signature = await storedSignature(owner, 'estimate', accepted.id);
    expect(signature.recomputed).toBe(signature.hash);
    expect(signature.hash).toBe(owned.signature?.contentHash);
    expect(signature.content).toMatchObject({ number: accepted.number, business: SIGNED_BUSINESS, client: { id: clientId, ...SIGNED_CLIENT } });

    await owner.as(t.request().post(`/api/estimates/${accepted.id}/revise`)).send().expect(200);
    const revised = estimateSchema.parse((await owner.as(t.request().get(`/api/estimates/${accepted.id}`)).expect(200)).body);
    expect(revised.client).toEqual({ id: clientId, name: 'Dana Renamed', company: 'Renamed Holdings' });
    const signedRevision = estimateRevisionSchema.parse((await owner.as(t.request().get(`/api/estimates/${accepted.id}/revisions/1`)).expect(200)).body);
    expect(signedRevision.client).toEqual({ id: clientId, name: 'Dana Whitfield', company: 'Whitfield Homes' });
  });
});

describe('an approved change order once its client and business are renamed', () => {
  it('shows, prints and hashes the parties and the estimate as signed', async () => {
    const { owner, clientId } = await ownerWithClient();
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    await approveChangeOrder(t, sent.publicUrl);
    const publicPath = publicApiPath(sent.publicUrl);
    const before = publicChangeOrderSchema.parse((await t.request().get(publicPath).expect(200)).body);
    await renameEverything(owner, clientId);

    const owned = changeOrderSchema.parse((await owner.as(t.request().get(`/api/change-orders/${sent.id}`)).expect(200)).body);
    expect(owned.client).toEqual({ id: clientId, name: 'Dana Whitfield', company: 'Whitfield Homes' });
    const shown = publicChangeOrderSchema.parse((await t.request().get(publicPath).expect(200)).body);
    expect(shown).toMatchObject({ client: SIGNED_CLIENT, business: SIGNED_BUSINESS, estimateNumber: estimate.number, verificationCode: before.verificationCode });

    expectSignedPartiesPrinted(await pdfTextOf(owner.as(t.request().get(`/api/change-orders/${sent.id}/pdf`))));
    expectSignedPartiesPrinted(await pdfTextOf(t.request().get(`${publicPath}/pdf`)));

    const signature = await storedSignature(owner, 'change_order', sent.id);
    expect(signature.recomputed).toBe(signature.hash);
    expect(signature.hash).toBe(owned.signature?.contentHash);
    expect(signature.content).toMatchObject({ number: sent.number, estimateNumber: estimate.number, business: SIGNED_BUSINESS, client: { id: clientId, ...SIGNED_CLIENT } });
  });

  it('names the client as it is now while the change order is still unsigned', async () => {
    const { owner, clientId } = await ownerWithClient();
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    await renameEverything(owner, clientId);

    const shown = publicChangeOrderSchema.parse((await t.request().get(publicApiPath(sent.publicUrl)).expect(200)).body);
    expect(shown.client).toMatchObject({ name: 'Dana Renamed', company: 'Renamed Holdings', billingAddress: RENAMED_ADDRESS });
    expect(shown.business).toMatchObject({ name: 'Southside Joinery' });
  });
});
