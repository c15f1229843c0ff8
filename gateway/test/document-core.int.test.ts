import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, type DocumentLinkAction } from '@ledgerline/contracts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { deleteActivity, loadActivity, recordActivity } from '../src/modules/document-core/activity.ts';
import { recordFirstView } from '../src/modules/document-core/first-view.ts';
import { lockCounter } from '../src/modules/document-core/lock-order.ts';
import { lockInvoice } from '../src/modules/invoices/lock-invoice.ts';
import { countNewDocument, documentCount, nextNumber, patternNumber, type CounterKey } from '../src/modules/document-core/numbering.ts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { changePublicLink, findByPublicToken, publicDocumentUrl } from '../src/modules/document-core/public-link.ts';
import { canonicalJson, contentHash } from '../src/modules/document-core/signature.ts';
import { moveStatus } from '../src/modules/document-core/status.ts';
import { accountIdOf, addClient, addInvoice, invoiceBody, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The document core's mechanisms, each once, called directly: what every kind shares (numbering
 * per series, activity by subject, public links, first view, the status runner). The kinds' own
 * tests drive the same code through the API.
 */
let t: TestApp;
let owner: Member;
let accountId: string;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  accountId = await accountIdOf(t, owner);
  clientId = await addClient(t, owner);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

function inAccount<T>(work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  const em = t.db.orm.em.fork();
  scopeToAccount(em, accountId);
  return em.transactional(work);
}

/** Whether this transaction holds the counter row: it wrote its current version (the upsert does) or locked it. */
async function counterLockedByMe(tx: SqlEntityManager, key: CounterKey): Promise<boolean> {
  const [row] = await tx.execute<{ mine: boolean }[]>(
    `select (pg_current_xact_id()::xid)::text in (xmin::text, xmax::text) as "mine" from "document_counter" where "account_id" = ? and "kind" = ? and "scope" = ?`,
    [key.accountId, key.kind, key.parentId ?? ''],
  );
  return row?.mine === true;
}

describe('numbering', () => {
  it('keeps one counter row per series, locked by the write that draws from it', async () => {
    const parentId = (await addInvoice(t, owner, clientId)).id;
    const own: CounterKey = { accountId, kind: 'invoice' };
    const perParent: CounterKey = { accountId, kind: 'invoice', parentId };
    const format = (value: number) => `SERIES-${parentId.slice(0, 4)}-${value}`;
    const drawn = await inAccount(async (tx) => {
      await lockCounter(tx, perParent);
      expect(await counterLockedByMe(tx, perParent)).toBe(true);
      expect(await counterLockedByMe(tx, own)).toBe(false);
      await countNewDocument(tx, perParent);
      return [await nextNumber(tx, perParent, format), await nextNumber(tx, perParent, format)];
    });
    expect(drawn).toEqual([format(1), format(2)]);
    expect(await documentCount(t.db.orm.em.fork(), perParent)).toBe(1);
    // The account's own series did not move: its next number follows the invoices made so far.
    const next = await inAccount(async (tx) => {
      await lockCounter(tx, own);
      return nextNumber(tx, own, patternNumber('N-{0000}', '2026-11-01'));
    });
    expect(next).toBe('N-0002');
  });

  it('moves past a number a person typed that the series would have drawn', async () => {
    const key: CounterKey = { accountId, kind: 'invoice', parentId: clientId };
    await addInvoice(t, owner, clientId, { number: 'TYPED-1' });
    const number = await inAccount(async (tx) => {
      await lockCounter(tx, key);
      return nextNumber(tx, key, (value) => `TYPED-${value}`);
    });
    expect(number).toBe('TYPED-2');
  });
});

describe('activity', () => {
  it('belongs to its subject: read and deleted by kind and id, never another subject', async () => {
    const [first, second] = [(await addInvoice(t, owner, clientId)).id, (await addInvoice(t, owner, clientId)).id];
    await inAccount(async (tx) => {
      recordActivity(tx, { accountId, userId: null }, { kind: 'invoice', id: first }, 'sent', 'x'.repeat(400));
      recordActivity(tx, { accountId, userId: null }, { kind: 'estimate', id: first }, 'sent', 'Another kind, the same id');
    });
    const events = await inAccount((tx) => loadActivity(tx, { kind: 'invoice', id: first }));
    expect(events.map((event) => [event.type, event.summary.length, event.actor ?? null])).toEqual([
      ['sent', 300, null],
      ['created', expect.any(Number), expect.anything()],
    ]);
    await inAccount((tx) => deleteActivity(tx, { kind: 'invoice', id: first }));
    expect(await inAccount((tx) => loadActivity(tx, { kind: 'invoice', id: first }))).toEqual([]);
    expect(await inAccount((tx) => loadActivity(tx, { kind: 'estimate', id: first }))).toHaveLength(1);
    expect(await inAccount((tx) => loadActivity(tx, { kind: 'invoice', id: second }))).toHaveLength(1);
  });

  it('is not readable from another account', async () => {
    const id = (await addInvoice(t, owner, clientId)).id;
    const stranger = await signUp(t);
    const em = t.db.orm.em.fork();
    scopeToAccount(em, await accountIdOf(t, stranger));
    expect(await loadActivity(em, { kind: 'invoice', id })).toEqual([]);
  });
});

describe('public links', () => {
  it('are built from the app paths of each kind', () => {
    expect(publicDocumentUrl('https://x.example', 'invoice', 'tok')).toBe('https://x.example/view/invoice/tok');
    expect(publicDocumentUrl('https://x.example', 'estimate', 'tok')).toBe('https://x.example/view/estimate/tok');
    expect(publicDocumentUrl('https://x.example', 'change_order', 'tok')).toBe('https://x.example/view/change-order/tok');
    expect(publicDocumentUrl('https://x.example', 'invoice', null)).toBeNull();
  });

  it('rotate to a new 256-bit token, revoke to none, and find only what is sent and linked', async () => {
    const id = (await addInvoice(t, owner, clientId)).id;
    const actor = { accountId, userId: null };
    const subject = { kind: 'invoice' as const, id };
    const link = (change: DocumentLinkAction) => inAccount(async (tx) => changePublicLink(tx, actor, subject, await lockInvoice(tx, id), change));
    const draftToken = (await link({ action: 'rotate' })).token;
    expect(Buffer.from(draftToken ?? '', 'base64url')).toHaveLength(32);
    expect(await findByPublicToken(t.db.orm.em.fork(), 'invoice', draftToken ?? '')).toBeNull();
    await owner.as(t.request().post(`/api/invoices/${id}/send`)).send();
    const visitor = t.db.orm.em.fork();
    expect(await findByPublicToken(visitor, 'invoice', draftToken ?? '')).toEqual({ id, accountId });
    expect(await findByPublicToken(t.db.orm.em.fork(), 'estimate', draftToken ?? '')).toBeNull();
    const rotated = (await link({ action: 'rotate' })).token;
    expect(rotated).not.toBe(draftToken);
    expect(await findByPublicToken(t.db.orm.em.fork(), 'invoice', draftToken ?? '')).toBeNull();
    expect(await link({ action: 'revoke' })).toEqual({ token: null, expiresOn: null });
    expect(await findByPublicToken(t.db.orm.em.fork(), 'invoice', rotated ?? '')).toBeNull();
    const types = (await inAccount((tx) => loadActivity(tx, subject))).map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['link_revoked', 'link_rotated']);
  });

  it('stop opening after their last day, and a new link starts without one', async () => {
    const id = (await addInvoice(t, owner, clientId)).id;
    const actor = { accountId, userId: null };
    const subject = { kind: 'invoice' as const, id };
    const link = (change: DocumentLinkAction) => inAccount(async (tx) => changePublicLink(tx, actor, subject, await lockInvoice(tx, id), change));
    await owner.as(t.request().post(`/api/invoices/${id}/send`)).send();
    const { token } = await link({ action: 'rotate' });
    const find = () => findByPublicToken(t.db.orm.em.fork(), 'invoice', token ?? '');

    expect(await link({ action: 'expire', expiresOn: todayIso() })).toEqual({ token, expiresOn: todayIso() });
    expect(await find()).toEqual({ id, accountId });
    await link({ action: 'expire', expiresOn: addDays(todayIso(), -1) });
    expect(await find()).toBeNull();
    await link({ action: 'expire', expiresOn: null });
    expect(await find()).toEqual({ id, accountId });

    await link({ action: 'expire', expiresOn: addDays(todayIso(), -1) });
    expect((await link({ action: 'rotate' })).expiresOn).toBeNull();
    const types = (await inAccount((tx) => loadActivity(tx, subject))).map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['link_rotated', 'link_expiry_changed']);
  });
});

describe('first view', () => {
  it('is recorded once, for a visitor outside the account, with what the kind adds', async () => {
    const id = (await addInvoice(t, owner, clientId)).id;
    const document = { kind: 'invoice' as const, id, accountId, viewedAt: null };
    let added = 0;
    const onFirstView = () => {
      added += 1;
    };
    expect(await recordFirstView(t.db.orm.em.fork(), document, accountId, onFirstView)).toBeNull();
    const [first, second] = await Promise.all([
      recordFirstView(t.db.orm.em.fork(), document, undefined, onFirstView),
      recordFirstView(t.db.orm.em.fork(), document, 'another-account', onFirstView),
    ]);
    expect([first, second].filter((recorded) => recorded !== null)).toHaveLength(1);
    expect(added).toBe(1);
    const invoice = (await owner.as(t.request().get(`/api/invoices/${id}`))).body;
    expect(invoice.viewedAt).not.toBeNull();
    expect(invoice.version).toBe(1);
    expect(invoice.activity.filter((event: { type: string }) => event.type === 'viewed')).toHaveLength(1);
  });
});

describe('the status runner', () => {
  it('moves along the machine and refuses the rest with 409 and a sentence', () => {
    const estimate = { status: 'sent' as const } as { status: 'sent' | 'accepted' | 'draft' | 'declined' | 'expired' | 'invoiced' | 'partly_invoiced' };
    expect(moveStatus('estimate', estimate, 'accept')).toBe('accepted');
    expect(() => moveStatus('estimate', estimate, 'send')).toThrow(
      expect.objectContaining({ status: 409, code: 'estimate_accepted', message: 'An accepted estimate cannot be sent.' }),
    );
    expect(estimate.status).toBe('accepted');
    const changeOrder = { status: 'approved' as 'approved' | 'draft' | 'sent' | 'declined' | 'void' };
    expect(() => moveStatus('change_order', changeOrder, 'void')).toThrow('An approved change order cannot be voided.');
  });
});

describe('the hash of what was signed', () => {
  it('is the SHA-256 of canonical JSON: keys sorted at every depth, so the order content was built in never matters', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null, skipped: undefined } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
    // sha256 of the text {"a":2,"b":1}
    expect(contentHash({ b: 1, a: 2 })).toBe('d3626ac30a87e6f7a6428233b3c68299976865fa5508e4267c5415c76af7a772');
    expect(contentHash({ a: [1, 2] })).not.toBe(contentHash({ a: [2, 1] }));
  });
});

describe('a save with an Idempotency-Key (what an offline outbox replays)', () => {
  const save = (method: 'post' | 'put', url: string, key: string, body: object) =>
    owner.as(t.request()[method](url)).set('Idempotency-Key', key).send(body);
  const invoiceCount = async () => (await owner.as(t.request().get('/api/invoices?pageSize=100')).expect(200)).body.total as number;

  it('creates once: the same key again answers the first answer, and the same key with another body is refused', async () => {
    const key = randomUUID();
    const before = await invoiceCount();
    const first = await save('post', '/api/invoices', key, invoiceBody(clientId, { notes: 'Drafted offline' }));
    const again = await save('post', '/api/invoices', key, invoiceBody(clientId, { notes: 'Drafted offline' }));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await invoiceCount()).toBe(before + 1);

    const other = await save('post', '/api/invoices', key, invoiceBody(clientId, { notes: 'Something else' }));
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('updates once: a replayed edit does not move the version a second time, nor answer 409 for its own write', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const edit = { ...invoiceBody(clientId, { notes: 'Edited offline' }), version: invoice.version };
    const key = randomUUID();
    const first = await save('put', `/api/invoices/${invoice.id}`, key, edit);
    const again = await save('put', `/api/invoices/${invoice.id}`, key, edit);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.version).toBe(invoice.version + 1);
    const stored = await owner.as(t.request().get(`/api/invoices/${invoice.id}`)).expect(200);
    expect(stored.body).toMatchObject({ version: invoice.version + 1, notes: 'Edited offline' });
  });

  it('keeps nothing of a refused save, so the write can be fixed and sent again with its key', async () => {
    const key = randomUUID();
    const refused = await save('post', '/api/invoices', key, invoiceBody(clientId, { currency: 'nope' }));
    expect(refused.status).toBe(400);
    expect((await save('post', '/api/invoices', key, invoiceBody(clientId))).status).toBe(201);
  });
});
