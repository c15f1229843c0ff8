import Router from '@koa/router';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import { findByPublicToken, noSuchLink } from '../document-core/public-link.ts';
import { documentVerificationCode } from '../document-pdf/verification.ts';
import { getSettings } from '../settings/settings.service.ts';
import { publicLook } from '../templates/public-look.ts';
import { toPublicCreditNoteBody } from './credit-note.mapper.ts';
import { loadCreditNoteView } from './credit-note-view.ts';

/** The credit note behind a public link; no sign-in needed. */
export function publicCreditNoteRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();

  router.get('/public/credit-notes/:token', async (ctx) => {
    const em = deps.orm.em.fork();
    const found = await findByPublicToken(em, 'credit_note', ctx.params.token ?? '');
    if (!found) throw noSuchLink('credit_note');
    const [view, settings] = await Promise.all([loadCreditNoteView(em, found.id), getSettings(em, found.accountId)]);
    const { creditNote } = view;
    await recordFirstView(em, { kind: 'credit_note', id: creditNote.id, accountId: found.accountId, viewedAt: creditNote.viewedAt }, ctx.state.user?.accountId, async () => {});
    ctx.set(PUBLIC_LINK_HEADERS);
    const look = await publicLook(em, deps.plans, { kind: 'credit_note', accountId: found.accountId, templateId: creditNote.template?.id ?? null }, settings);
    const document = toPublicCreditNoteBody(view, settings);
    ctx.body = { ...document, look, verificationCode: documentVerificationCode({ kind: 'credit_note', document }) };
  });

  return router;
}
