import type { DocumentKind } from '@ledgerline/contracts';

/** The HTTP write an entry replays: a save of one document (POST to create, PUT with the version it was based on). */
export interface OutboxRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
}

/** Why the server refused a write: kept with the write until the user reapplies or discards it. */
export interface OutboxProblem {
  status: number;
  code: string | null;
  message: string;
}

/**
 * One save made while offline (or whose answer never came), waiting on this device. Its key is the
 * Idempotency-Key it is always sent with, so a replay after a lost answer never saves twice.
 */
export interface OutboxEntry {
  key: string;
  /** Creation order: writes go out in this order, and a document's writes never overtake each other. */
  seq: number;
  kind: DocumentKind;
  /** The document's id, or for one drafted offline its id on this device until the server numbers it. */
  documentKey: string;
  /** Drafted offline: the server has not got it yet. */
  local: boolean;
  /** A draft drafted offline is "Draft 3" until it syncs. */
  provisional: number | null;
  /** The saved number of a document the server already has, for naming it in the outbox. */
  number: string | null;
  request: OutboxRequest;
  /** The editor's working copy as it was saved, so the editor shows it again after a reload. */
  draft: unknown;
  status: 'pending' | 'rejected';
  problem: OutboxProblem | null;
  /** Tries that got no answer (offline, a server error): the write stays pending. */
  attempts: number;
  createdAt: string;
}

/** What the server answered a synced write: the document's id and the version it is at now. */
export interface SavedAnswer {
  id: string;
  version: number;
  number: string;
}

/** The result of sending one write: saved, refused for good (a 4xx), or not answered (try again later). */
export type SendResult = { type: 'saved'; answer: SavedAnswer } | { type: 'rejected'; problem: OutboxProblem } | { type: 'retry'; reason: string };

/** Refused because someone saved the document in between: reapplying bases the write on the server's latest version. */
export function isStaleWrite(entry: OutboxEntry): boolean {
  return entry.problem?.status === 409 && entry.problem.code === 'stale_version';
}
