import { describe, expect, it } from '@jest/globals';
import type { OutboxRequest, SendResult } from './outbox-entry.ts';
import { memoryOutboxStorage, type OutboxStorage } from './outbox-storage.ts';
import { Outbox } from './outbox.ts';
import { announcingStorage } from './tab-sharing.ts';

/** A server in memory: numbers new documents, keeps versions, refuses a stale version with 409. */
function fakeServer() {
  const documents = new Map<string, { version: number; number: string }>();
  const sent: string[] = [];
  let online = true;
  let created = 0;
  const send = (request: OutboxRequest, key: string): Promise<SendResult> => {
    if (!online) return Promise.resolve({ type: 'retry', reason: 'Failed to fetch' });
    sent.push(`${request.method} ${request.url} ${String(request.body.notes)} ${key}`);
    if (request.method === 'POST') {
      created += 1;
      const id = `server-${created}`;
      documents.set(id, { version: 1, number: `INV-000${created}` });
      return Promise.resolve({ type: 'saved', answer: { id, version: 1, number: `INV-000${created}` } });
    }
    const id = request.url.split('/').at(-1) ?? '';
    const stored = documents.get(id);
    if (!stored) return Promise.resolve({ type: 'rejected', problem: { status: 404, code: null, message: 'Invoice not found.' } });
    if (stored.version !== request.body.version) {
      return Promise.resolve({ type: 'rejected', problem: { status: 409, code: 'stale_version', message: 'This invoice was changed by someone else.' } });
    }
    stored.version += 1;
    return Promise.resolve({ type: 'saved', answer: { id, version: stored.version, number: stored.number } });
  };
  return {
    documents,
    sent,
    setOnline: (next: boolean) => void (online = next),
    isOnline: () => online,
    send,
    latestVersion: (request: OutboxRequest) => Promise.resolve(documents.get(request.url.split('/').at(-1) ?? '')?.version ?? 0),
  };
}

let keys = 0;
function outboxOn(server: ReturnType<typeof fakeServer>, storage: OutboxStorage = memoryOutboxStorage()) {
  return new Outbox({ storage, send: server.send, latestVersion: server.latestVersion, isOnline: server.isOnline, newKey: () => `k${++keys}` });
}

const create = (notes: string) => ({ kind: 'invoice' as const, documentKey: undefined, number: null, draft: { notes }, request: { method: 'POST' as const, url: '/api/invoices', body: { notes } } });
const update = (id: string, version: number, notes: string) => ({
  kind: 'invoice' as const,
  documentKey: id,
  number: null,
  draft: { notes },
  request: { method: 'PUT' as const, url: `/api/invoices/${id}`, body: { notes, version } },
});

describe('the document outbox', () => {
  it('keeps writes made offline on the device: a new outbox on the same storage (a reload) finds them, numbered as drafts', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const storage = memoryOutboxStorage();
    const before = outboxOn(server, storage);
    const first = await before.enqueue(create('first'));
    await before.enqueue(create('second'));
    await before.enqueue(update(first.documentKey, 0, 'first, edited'));

    const after = outboxOn(server, storage);
    await after.load();
    expect(after.snapshot().map((entry) => [entry.request.body.notes, entry.provisional, entry.status])).toEqual([
      ['first', 1, 'pending'],
      ['second', 2, 'pending'],
      ['first, edited', 1, 'pending'],
    ]);
    expect(server.sent).toEqual([]);
  });

  it('syncs in creation order once online, each write once with its key; a draft edited offline is updated at the id and version its creation got', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const outbox = outboxOn(server);
    const first = await outbox.enqueue(create('first'));
    await outbox.enqueue(create('second'));
    await outbox.enqueue(update(first.documentKey, 0, 'first, edited'));
    const keysSent = outbox.snapshot().map((entry) => entry.key);

    server.setOnline(true);
    await outbox.sync();
    await outbox.sync();
    expect(server.sent).toEqual([
      `POST /api/invoices first ${keysSent[0]}`,
      `POST /api/invoices second ${keysSent[1]}`,
      `PUT /api/invoices/server-1 first, edited ${keysSent[2]}`,
    ]);
    expect(outbox.snapshot()).toEqual([]);
    expect(server.documents.get('server-1')?.version).toBe(2);
    expect(outbox.resolvedId(first.documentKey)).toBe('server-1');
  });

  it('keeps a refused write with its reason and holds the same document\'s later writes, while other documents sync', async () => {
    const server = fakeServer();
    server.documents.set('est-1', { version: 3, number: 'EST-0001' });
    server.setOnline(false);
    const outbox = outboxOn(server);
    await outbox.enqueue(update('est-1', 2, 'stale edit'));
    await outbox.enqueue(create('other'));
    await outbox.enqueue(update('est-1', 2, 'stale edit, again'));

    server.setOnline(true);
    await outbox.sync();
    expect(outbox.snapshot().map((entry) => [entry.request.body.notes, entry.status, entry.problem?.status ?? null])).toEqual([
      ['stale edit', 'rejected', 409],
      ['stale edit, again', 'pending', null],
    ]);
    expect(server.sent).toHaveLength(2);

    // Reapplied: based on the version the server holds now, then the later write follows it.
    await outbox.reapply(outbox.snapshot()[0]?.key ?? '');
    await outbox.sync();
    expect(outbox.snapshot()).toEqual([]);
    expect(server.documents.get('est-1')?.version).toBe(5);
  });

  it('discards a refused write together with the later writes made on top of it', async () => {
    const server = fakeServer();
    server.documents.set('est-1', { version: 3, number: 'EST-0001' });
    const storage = memoryOutboxStorage();
    server.setOnline(false);
    const outbox = outboxOn(server, storage);
    await outbox.enqueue(update('est-1', 2, 'stale edit'));
    await outbox.enqueue(update('est-1', 2, 'stale edit, again'));
    server.setOnline(true);
    await outbox.sync();
    await outbox.discard(outbox.snapshot()[0]?.key ?? '');

    expect(outbox.snapshot()).toEqual([]);
    expect(await storage.load()).toEqual([]);
    expect(server.documents.get('est-1')?.version).toBe(3);
  });

  it('keeps a write that got no answer pending, to be sent again with the same key', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server);
    server.setOnline(false);
    const entry = await outbox.enqueue(create('lost answer'));
    await outbox.sync();
    expect(outbox.snapshot().map(({ key, status }) => ({ key, status }))).toEqual([{ key: entry.key, status: 'pending' }]);
    server.setOnline(true);
    await outbox.sync();
    expect(server.sent).toEqual([`POST /api/invoices lost answer ${entry.key}`]);
  });

  it('shares one storage between two tabs: each sees the other\'s writes, and together they send each write once', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const shared = memoryOutboxStorage();
    // The send lock of Web Locks: one holder at a time, in the order asked.
    let lock: Promise<void> = Promise.resolve();
    const exclusively = (send: () => Promise<void>) => {
      const turn = lock.then(send);
      lock = turn.catch(() => undefined);
      return turn;
    };
    const tabs: Outbox[] = [];
    const channelTo = (index: number) => ({ postMessage: () => void tabs[1 - index]?.refresh() });
    const resolvedTo = (index: number) => (documentKey: string, id: string) => tabs[1 - index]?.learnResolved(documentKey, id);
    for (const index of [0, 1]) {
      tabs.push(
        new Outbox({
          storage: announcingStorage(shared, channelTo(index)),
          exclusively,
          onResolved: resolvedTo(index),
          send: server.send,
          latestVersion: server.latestVersion,
          isOnline: server.isOnline,
          newKey: () => `k${++keys}`,
        }),
      );
    }
    const [first, second] = tabs as [Outbox, Outbox];
    await Promise.all([first.load(), second.load()]);
    const fromFirst = await first.enqueue(create('from the first tab'));
    const fromSecond = await second.enqueue(create('from the second tab'));
    await Promise.all([first.refresh(), second.refresh()]);
    expect(first.snapshot().map((entry) => [entry.request.body.notes, entry.provisional])).toEqual([
      ['from the first tab', 1],
      ['from the second tab', 2],
    ]);
    expect(second.snapshot()).toEqual(first.snapshot());

    server.setOnline(true);
    await Promise.all([first.sync(), second.sync()]);
    expect(server.sent.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['POST /api/invoices from', 'POST /api/invoices from']);
    expect(server.documents.size).toBe(2);
    await Promise.all([first.refresh(), second.refresh()]);
    expect([first.snapshot(), second.snapshot()]).toEqual([[], []]);
    // Whichever tab sent a draft, an editor open on it in either tab can move to its saved address.
    for (const tab of tabs) expect([tab.resolvedId(fromFirst.documentKey), tab.resolvedId(fromSecond.documentKey)]).toEqual(['server-1', 'server-2']);
  });
});
