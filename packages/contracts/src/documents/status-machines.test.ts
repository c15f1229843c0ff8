import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CHANGE_ORDER_STATUSES } from '../business/change-orders.ts';
import { ESTIMATE_STATUSES } from '../business/estimates.ts';
import { INVOICE_STATUSES } from '../business/invoices.ts';
import { DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import {
  canTransition,
  eventsFrom,
  isInvoiceOverdue,
  nextStatus,
  STATUS_MACHINES,
  statusLabel,
  type DocumentEvent,
  type DocumentStatus,
} from './status-machines.ts';

/**
 * The moves issue 9 and DESIGN.md section 5 allow, written out by hand (from → allowed targets), so
 * that a machine edited by mistake disagrees with this table instead of with nothing.
 */
const ALLOWED: Record<DocumentKind, Record<string, readonly string[]>> = {
  invoice: {
    draft: ['sent', 'partial', 'paid', 'void'],
    sent: ['partial', 'paid', 'void'],
    partial: ['paid', 'sent', 'void'],
    paid: ['partial', 'sent', 'void'],
    void: [],
  },
  estimate: {
    draft: ['sent'],
    sent: ['accepted', 'declined', 'expired', 'draft'],
    expired: ['sent', 'draft'],
    accepted: ['invoiced', 'partly_invoiced', 'draft'],
    declined: ['draft'],
    partly_invoiced: ['partly_invoiced', 'invoiced'],
    invoiced: [],
  },
  change_order: {
    draft: ['sent', 'void'],
    sent: ['approved', 'declined', 'void'],
    approved: [],
    declined: [],
    void: [],
  },
  credit_note: {
    issued: ['sent'],
    sent: [],
  },
};

const statusesOf = (kind: DocumentKind) => Object.keys(STATUS_MACHINES[kind].statuses);
const eventsOf = (kind: DocumentKind) => [...new Set(STATUS_MACHINES[kind].transitions.map((transition) => transition.event))];

/** A kind with one of its statuses, one of its events and a second status. */
const kindMoves = fc.constantFrom(...DOCUMENT_KINDS).chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    from: fc.constantFrom(...statusesOf(kind)),
    to: fc.constantFrom(...statusesOf(kind)),
    event: fc.constantFrom(...eventsOf(kind)),
  }),
);

describe('the status machines', () => {
  it('know exactly the statuses of the table, each kind the ones its API answers', () => {
    for (const kind of DOCUMENT_KINDS) expect(statusesOf(kind).sort()).toEqual(Object.keys(ALLOWED[kind]).sort());
    expect(statusesOf('invoice').sort()).toEqual([...INVOICE_STATUSES].sort());
    expect(statusesOf('estimate').sort()).toEqual([...ESTIMATE_STATUSES].sort());
    expect(statusesOf('change_order').sort()).toEqual([...CHANGE_ORDER_STATUSES].sort());
  });

  it('allow a move if and only if the table allows it', () => {
    fc.assert(
      fc.property(kindMoves, ({ kind, from, to }) => {
        const allowed = canTransition(kind, from as DocumentStatus<typeof kind>, to as DocumentStatus<typeof kind>);
        expect(allowed).toBe(ALLOWED[kind][from]?.includes(to) === true);
      }),
    );
  });

  it('lead every event only along an allowed move, and refuse it elsewhere', () => {
    fc.assert(
      fc.property(kindMoves, ({ kind, from, event }) => {
        const to = nextStatus(kind, from as DocumentStatus<typeof kind>, event as DocumentEvent<typeof kind>);
        const offered = eventsFrom(kind, from as DocumentStatus<typeof kind>).includes(event as DocumentEvent<typeof kind>);
        expect(to !== null).toBe(offered);
        if (to !== null) expect(ALLOWED[kind][from]).toContain(to);
      }),
    );
  });

  it('never leave the table, whatever events arrive in whatever order', () => {
    const runs = fc.constantFrom(...DOCUMENT_KINDS).chain((kind) => fc.tuple(fc.constant(kind), fc.array(fc.constantFrom(...eventsOf(kind)), { maxLength: 30 })));
    fc.assert(
      fc.property(runs, ([kind, events]) => {
        let status: string = STATUS_MACHINES[kind].initial;
        for (const event of events) {
          const next = nextStatus(kind, status as DocumentStatus<typeof kind>, event as DocumentEvent<typeof kind>);
          if (next === null) continue;
          expect(ALLOWED[kind][status]).toContain(next);
          status = next;
        }
      }),
    );
  });

  it('reach every status from a new document', () => {
    for (const kind of DOCUMENT_KINDS) {
      const reached = new Set<string>([STATUS_MACHINES[kind].initial]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const transition of STATUS_MACHINES[kind].transitions) {
          if (!reached.has(transition.to) && transition.from.some((from) => reached.has(from))) {
            reached.add(transition.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort()).toEqual(statusesOf(kind).sort());
    }
  });

  it('give each status one label, the same one everywhere', () => {
    expect(statusLabel('invoice', 'partial')).toBe('Partially paid');
    expect(statusLabel('estimate', 'partly_invoiced')).toBe('Partly invoiced');
    expect(statusLabel('change_order', 'approved')).toBe('Approved');
    for (const kind of DOCUMENT_KINDS) {
      const labels = Object.values(STATUS_MACHINES[kind].statuses).map((look) => look.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('call an invoice overdue only while it is still owed after its due date', () => {
    expect(isInvoiceOverdue('sent', '2026-11-20', '2026-11-21')).toBe(true);
    expect(isInvoiceOverdue('partial', '2026-11-20T00:00:00.000Z', '2026-11-21')).toBe(true);
    expect(isInvoiceOverdue('sent', '2026-11-21', '2026-11-21')).toBe(false);
    for (const status of ['draft', 'paid', 'void'] as const) expect(isInvoiceOverdue(status, '2020-01-01', '2026-11-21')).toBe(false);
  });
});
