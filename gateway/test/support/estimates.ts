import { addDays } from '@ledgerline/contracts';
import { todayIso } from '../../src/modules/document-core/dates.ts';
import type { Member } from './business.ts';
import type { TestApp } from './test-app.ts';

export const TAX = { id: 'tax', name: 'Sales tax', rate: '8.25' };

/**
 * A valid estimate body for a client, dated today and valid for 30 days: labour (untaxed),
 * materials (taxed) and an optional upgrade the client may tick.
 */
export function estimateBody(clientId: string, overrides: Record<string, unknown> = {}) {
  const issueDate = todayIso();
  return {
    clientId,
    issueDate,
    validUntil: addDays(issueDate, 30),
    currency: 'USD',
    lines: [
      { description: 'Framing labour', quantity: '40', unitPrice: 6500, unit: 'h' },
      { description: 'Lumber package', quantity: '1', unitPrice: 480000, taxes: [TAX] },
      { description: 'Upgrade to cedar decking', quantity: '1', unitPrice: 150000, taxes: [TAX], optional: true },
    ],
    terms: 'Net 30. Work starts within two weeks of acceptance.',
    deposit: { type: 'percent', value: '30' },
    completionDate: addDays(issueDate, 60),
    ...overrides,
  };
}

/** Creates an estimate through the API and returns its body. */
export async function addEstimate(t: TestApp, member: Member, clientId: string, overrides: Record<string, unknown> = {}) {
  const response = await member.as(t.request().post('/api/estimates')).send(estimateBody(clientId, overrides));
  if (response.status !== 201) throw new Error(`estimate creation failed: ${response.status} ${response.text}`);
  return response.body;
}

/** Sends an estimate and returns its body (with its public link). */
export async function sendEstimate(t: TestApp, member: Member, id: string) {
  const response = await member.as(t.request().post(`/api/estimates/${id}/send`)).send();
  if (response.status !== 200) throw new Error(`sending failed: ${response.status} ${response.text}`);
  return response.body;
}

/** The API path behind a public link: /view/credit-note/x answers at /api/public/credit-notes/x. */
export const publicApiPath = (publicUrl: string) => new URL(publicUrl).pathname.replace(/^\/view\/([a-z-]+)\//, '/api/public/$1s/');

/** An acceptance body: typed name as the signature unless a drawing is given. */
export function acceptance(revision: number, overrides: Record<string, unknown> = {}) {
  return { name: 'Dana Whitfield', signature: null, consent: true, optionalLineIds: [], revision, ...overrides };
}

/** A tiny PNG as signature_pad exports one. */
export const DRAWN_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Creates, sends and accepts an estimate (choosing the given optional lines); returns the accepted body. */
export async function addAcceptedEstimate(t: TestApp, member: Member, clientId: string, overrides: Record<string, unknown> = {}, chooseOptional = false) {
  const created = await addEstimate(t, member, clientId, overrides);
  const sent = await sendEstimate(t, member, created.id);
  const optionalLineIds = chooseOptional ? sent.lines.filter((line: { optional: boolean }) => line.optional).map((line: { id: string }) => line.id) : [];
  const accepted = await t.request().post(`${publicApiPath(sent.publicUrl)}/accept`).send(acceptance(sent.revision, { optionalLineIds }));
  if (accepted.status !== 200) throw new Error(`acceptance failed: ${accepted.status} ${accepted.text}`);
  return (await member.as(t.request().get(`/api/estimates/${created.id}`))).body;
}

/** A valid change order body for an estimate: one added item (taxed) and the days it adds. */
export function changeOrderBody(estimateId: string, overrides: Record<string, unknown> = {}) {
  return {
    estimateId,
    reason: 'Client asked for a second stair',
    description: 'Add a stair to the garden side.',
    lines: [{ description: 'Garden stair', quantity: '1', unitPrice: 120000, taxes: [TAX] }],
    daysDelta: 2,
    requestedBy: 'Dana Whitfield',
    ...overrides,
  };
}

/** Creates a change order through the API and returns its body. */
export async function addChangeOrder(t: TestApp, member: Member, estimateId: string, overrides: Record<string, unknown> = {}) {
  const response = await member.as(t.request().post('/api/change-orders')).send(changeOrderBody(estimateId, overrides));
  if (response.status !== 201) throw new Error(`change order creation failed: ${response.status} ${response.text}`);
  return response.body;
}

/** Creates and sends a change order, returning its body with its public link. */
export async function addSentChangeOrder(t: TestApp, member: Member, estimateId: string, overrides: Record<string, unknown> = {}) {
  const created = await addChangeOrder(t, member, estimateId, overrides);
  const response = await member.as(t.request().post(`/api/change-orders/${created.id}/send`)).send();
  if (response.status !== 200) throw new Error(`sending failed: ${response.status} ${response.text}`);
  return response.body;
}

/** Approves a sent change order through its public link, in the version it has now. */
export async function approveChangeOrder(t: TestApp, publicUrl: string) {
  const shown = await t.request().get(publicApiPath(publicUrl));
  const response = await t.request().post(`${publicApiPath(publicUrl)}/approve`).send(acceptance(shown.body.revision));
  if (response.status !== 200) throw new Error(`approval failed: ${response.status} ${response.text}`);
  return response.body;
}
