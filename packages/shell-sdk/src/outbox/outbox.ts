import type { DocumentKind } from '@ledgerline/contracts';
import { isStaleWrite, type OutboxEntry, type OutboxRequest, type SavedAnswer, type SendResult } from './outbox-entry.ts';
import type { OutboxStorage } from './outbox-storage.ts';

/** What the outbox needs from the world: where entries live, how a write goes out, and whether there is a network. */
export interface OutboxDeps {
  storage: OutboxStorage;
  send(request: OutboxRequest, key: string): Promise<SendResult>;
  /** The version the server holds now, for reapplying a write someone else's save made stale. */
  latestVersion(request: OutboxRequest): Promise<number>;
  isOnline(): boolean;
  newKey(): string;
  /** Each write the server took, so the caller can refresh what it shows. */
  onSaved?(entry: OutboxEntry, answer: SavedAnswer): void;
  /**
   * Runs a round of sending while no other tab of the app sends from the same storage (a Web Lock in
   * the browser); without it, this outbox is the only sender.
   */
  exclusively?(send: () => Promise<void>): Promise<void>;
  /** A document drafted offline got its server id: told to the other tabs, whose editor may show it. */
  onResolved?(documentKey: string, id: string): void;
}

/** A save to put in the outbox. */
export interface NewWrite {
  kind: DocumentKind;
  /** The Idempotency-Key: a save that was tried online and got no answer keeps the key it was sent with. */
  key?: string;
  /** The document's id, its id on this device when drafted offline, or undefined for a new draft. */
  documentKey: string | undefined;
  number: string | null;
  request: OutboxRequest;
  draft: unknown;
}

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;
const sameEntry = (a: OutboxEntry, b: OutboxEntry) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes saved while offline, kept in order on this device and sent once the network is back. Each is
 * sent with its own Idempotency-Key, so a write the server took but whose answer was lost is answered
 * again rather than saved twice. A document's writes go out in the order they were made: a refused one
 * (a stale version, a validation error, a plan limit) stays with its reason and holds back the later
 * writes of the same document until the user reapplies or discards it; other documents go on syncing.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly resolved = new Map<string, string>();
  private loading: Promise<void> | null = null;
  private loadedNow = false;
  private syncing: Promise<void> | null = null;
  private syncAgain = false;

  private readonly deps: OutboxDeps;

  constructor(deps: OutboxDeps) {
    this.deps = deps;
  }

  /** Reads what an earlier session left; every other call waits for it. */
  load(): Promise<void> {
    this.loading ??= this.deps.storage.load().then((stored) => {
      this.entries = [...stored, ...this.entries].sort(byOrder);
      this.loadedNow = true;
      this.changed();
    });
    return this.loading;
  }

  /**
   * Reads the storage again after another tab changed it. Entries this tab holds unchanged keep their
   * identity, so a write being sent right now is still recognised when its answer comes.
   */
  async refresh(): Promise<void> {
    await this.load();
    const stored = await this.deps.storage.load();
    const held = new Map(this.entries.map((entry) => [entry.key, entry]));
    this.entries = stored.map((entry) => {
      const mine = held.get(entry.key);
      return mine && sameEntry(mine, entry) ? mine : entry;
    });
    this.entries.sort(byOrder);
    this.changed();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The writes in order; a new array after each change, for useSyncExternalStore. */
  snapshot = (): readonly OutboxEntry[] => this.entries;

  /** Whether what an earlier session left has been read: an editor waits for it before showing a document. */
  isLoaded = (): boolean => this.loadedNow;

  /** The server id a document drafted offline got when it synced. */
  resolvedId(documentKey: string): string | undefined {
    return this.resolved.get(documentKey);
  }

  /** Another tab synced a document drafted offline: an editor open on it here moves to its saved address. */
  learnResolved(documentKey: string, id: string): void {
    this.resolved.set(documentKey, id);
    this.changed();
  }

  /** Keeps a save on this device and starts sending it when online. The entry answers its document key and provisional number. */
  async enqueue(write: NewWrite): Promise<OutboxEntry> {
    await this.load();
    const local = write.documentKey === undefined || this.entries.some((entry) => entry.documentKey === write.documentKey && entry.local);
    const documentKey = write.documentKey ?? this.deps.newKey();
    const first = this.entries.find((entry) => entry.documentKey === documentKey);
    const entry: OutboxEntry = {
      key: write.key ?? this.deps.newKey(),
      seq: Math.max(Date.now(), (this.entries.at(-1)?.seq ?? 0) + 1),
      kind: write.kind,
      documentKey,
      local,
      provisional: first?.provisional ?? (local ? this.nextProvisional(write.kind) : null),
      number: write.number,
      request: write.request,
      draft: write.draft,
      status: 'pending',
      problem: null,
      attempts: 0,
      createdAt: new Date().toISOString(),
    };
    await this.deps.storage.put(entry);
    this.entries = [...this.entries, entry];
    this.changed();
    void this.sync();
    return entry;
  }

  /** Whether a document has writes waiting: a new save must queue behind them, not overtake them. */
  hasWrites(documentKey: string): boolean {
    return this.entries.some((entry) => entry.documentKey === documentKey);
  }

  /** The document's last write: what its editor shows, since it holds every earlier change too. */
  latest(documentKey: string): OutboxEntry | undefined {
    return this.entries.findLast((entry) => entry.documentKey === documentKey);
  }

  /** Sends what can go now, in order; a call while sending runs once more after it. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    const sendRound = async () => {
      do {
        this.syncAgain = false;
        await this.sendWaiting();
      } while (this.syncAgain);
    };
    this.syncing = (async () => {
      await this.load();
      if (!this.deps.exclusively) return sendRound();
      // Another tab may have sent or changed writes while this one waited for its turn.
      await this.deps.exclusively(async () => {
        await this.refresh();
        await sendRound();
      });
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /**
   * Sends a refused write again, after the user chose to: a write refused for a stale version is
   * based on the version the server holds now, so the user's data replaces what was saved there.
   */
  async reapply(key: string): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry || entry.status !== 'rejected') return;
    const request = { ...entry.request, body: { ...entry.request.body } };
    if (request.method === 'PUT' && isStaleWrite(entry)) request.body.version = await this.deps.latestVersion(request);
    await this.replace(entry, { ...entry, key: this.deps.newKey(), request, status: 'pending', problem: null, attempts: 0 });
    void this.sync();
  }

  /** Drops a refused write and the document's later writes, which were made on top of it. */
  async discard(key: string): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry) return;
    const dropped = this.entries.filter((candidate) => candidate.documentKey === entry.documentKey && candidate.seq >= entry.seq);
    for (const write of dropped) await this.deps.storage.remove(write.key);
    this.entries = this.entries.filter((candidate) => !dropped.includes(candidate));
    this.changed();
  }

  private nextProvisional(kind: DocumentKind): number {
    return Math.max(0, ...this.entries.filter((entry) => entry.kind === kind).map((entry) => entry.provisional ?? 0)) + 1;
  }

  /** The first write whose document has no earlier write still waiting or refused. */
  private nextToSend(): OutboxEntry | undefined {
    const held = new Set<string>();
    for (const entry of this.entries) {
      if (held.has(entry.documentKey)) continue;
      if (entry.status === 'pending') return entry;
      held.add(entry.documentKey);
    }
    return undefined;
  }

  private async sendWaiting(): Promise<void> {
    for (let entry = this.nextToSend(); entry && this.deps.isOnline(); entry = this.nextToSend()) {
      const result = await this.deps.send(entry.request, entry.key);
      if (result.type === 'retry') {
        await this.replace(entry, { ...entry, attempts: entry.attempts + 1 });
        return;
      }
      if (result.type === 'rejected') await this.replace(entry, { ...entry, status: 'rejected', problem: result.problem });
      else await this.saved(entry, result.answer);
    }
  }

  /** The document's later writes now name its server id and build on the version this write made. */
  private async saved(entry: OutboxEntry, answer: SavedAnswer): Promise<void> {
    // First, so an editor open on the offline draft moves to the saved document before its writes move there.
    if (entry.local) {
      this.resolved.set(entry.documentKey, answer.id);
      this.deps.onResolved?.(entry.documentKey, answer.id);
    }
    if (this.entries.includes(entry)) await this.deps.storage.remove(entry.key);
    this.entries = this.entries.filter((candidate) => candidate !== entry);
    for (const later of this.entries.filter((candidate) => candidate.documentKey === entry.documentKey)) {
      const request = { ...later.request, url: later.request.url.replace(entry.documentKey, answer.id), body: { ...later.request.body, version: answer.version } };
      await this.replace(later, { ...later, documentKey: answer.id, local: false, number: answer.number, request });
    }
    this.changed();
    this.deps.onSaved?.(entry, answer);
  }

  private async replace(entry: OutboxEntry, next: OutboxEntry): Promise<void> {
    // Discarded while it was being sent: nothing to keep.
    if (!this.entries.includes(entry)) return;
    if (next.key !== entry.key) await this.deps.storage.remove(entry.key);
    await this.deps.storage.put(next);
    this.entries = this.entries.map((candidate) => (candidate === entry ? next : candidate));
    this.changed();
  }

  private changed() {
    this.entries = [...this.entries];
    for (const listener of this.listeners) listener();
  }
}
