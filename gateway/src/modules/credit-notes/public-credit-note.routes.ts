import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import { publicDocumentRoutes } from '../document-core/public-document-routes.ts';
import { toPublicCreditNoteBody } from './credit-note.mapper.ts';
import { loadCreditNoteView } from './credit-note-view.ts';

/** The credit note behind a public link; no sign-in needed. Its first view is recorded, with no notification. */
export function publicCreditNoteRoutes(deps: { orm: Orm; plans: PlanRules }) {
  return publicDocumentRoutes(deps, {
    kind: 'credit_note',
    load: loadCreditNoteView,
    recordFirstView: async (em, { id, accountId, view }, viewer) => {
      await recordFirstView(em, { kind: 'credit_note', id, accountId, viewedAt: view.creditNote.viewedAt }, viewer, async () => {});
    },
    templateId: (view) => view.creditNote.template?.id ?? null,
    body: async (_em, found) => toPublicCreditNoteBody(found.view, found.settings),
  });
}
