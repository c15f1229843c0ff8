import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, formatMoney, revisionNumber, toDateOf, type PayApplicationCertifyInput, type PublicPayApplication } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { newPublicToken, TOKEN_SHAPE } from '../document-core/public-link.ts';
import { recordSignature, type SigningRequest } from '../document-core/signature.ts';
import { estimateSubject } from '../estimates/estimates.service.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { getSettings } from '../settings/settings.service.ts';
import { Client } from '../clients/client.entity.ts';
import { queueCertificationRequest, type CertificationMail } from './certification-request-email.ts';
import { lockJob } from './job-lock.ts';
import { loadJobRecords, sheetsOf, type JobRecords, type RecordedApplication } from './job-progress.ts';
import { certificationOf } from './pay-application-certificate.ts';
import { PayApplicationLine } from './pay-application-line.entity.ts';

const noSuchApplication = () =>
  new HttpError(404, 'link_not_found', 'This link does not lead to a pay application. It may have been withdrawn; ask the sender for a new one.', { headers: PUBLIC_LINK_HEADERS });

/** One application of the job's records by number, with its index; 404 when the job has none of that number. */
function applicationOf(records: JobRecords, sequence: number): { index: number; recorded: RecordedApplication } {
  const index = records.applications.findIndex(({ application }) => application.sequence === sequence);
  const recorded = records.applications[index];
  if (!recorded) throw notFound();
  return { index, recorded };
}

/**
 * Sends a draft application to the client to certify: from here it no longer changes, its public
 * link opens it, and the client is emailed that link (from the configured public address). Asked
 * again, it answers the same link and emails nothing. Returns the email's id, if one was queued.
 */
export function submitPayApplication(em: SqlEntityManager, actor: Actor, estimateId: string, sequence: number, mail: CertificationMail): Promise<string | null> {
  return transactional(em, async (tx) => {
    const { estimate, revision } = await lockJob(tx, estimateId);
    const records = await loadJobRecords(tx, estimate, revision);
    const { index, recorded } = applicationOf(records, sequence);
    const { application } = recorded;
    if (application.status === 'submitted') return null;
    if (application.status !== 'draft') throw new HttpError(409, 'pay_application_locked', `Pay application ${sequence} is ${application.status} already.`);
    const sheet = sheetsOf(records.applications.slice(0, index + 1), records.rule, revision.currency)[index]!;
    if (sheet.summary.earnedThisPeriod === 0) throw new HttpError(409, 'nothing_to_bill', 'This application bills nothing yet. Enter the work done this period first.');
    application.status = 'submitted';
    application.publicToken = newPublicToken();
    estimate.updatedAt = new Date();
    const client = await tx.findOneOrFail(Client, estimate.client.id);
    const sent = queueCertificationRequest(tx, mail, {
      accountId: actor.accountId,
      estimateId,
      settings: await getSettings(tx, actor.accountId),
      client,
      job: revision.jobTitle || `estimate ${revisionNumber(estimate.baseNumber, revision.revision)}`,
      sequence,
      periodTo: application.periodTo,
      paymentDue: sheet.summary.paymentDue,
      currency: revision.currency,
      link: `${mail.origin}${appPaths.publicPayApplication(application.publicToken)}`,
    });
    const emailed = sent ? `emailed to ${sent.to.join(', ')}` : 'not emailed: the client has no email address, so share its link';
    recordActivity(tx, actor, estimateSubject(estimateId), 'sent', `Sent pay application ${sequence} to the client to certify (${emailed})`);
    return sent?.messageId ?? null;
  });
}

/**
 * The application behind a public token, once sent to its client (a draft has no public face), its
 * account's scope set on `em`; 404 for a token that opens nothing.
 */
export async function findPayApplicationByToken(em: SqlEntityManager, token: string): Promise<{ id: string; accountId: string; estimateId: string; sequence: number }> {
  if (!TOKEN_SHAPE.test(token)) throw noSuchApplication();
  // Raw SQL: the token is the only key a visitor has, so this one look-up deliberately spans accounts.
  const [found] = await em.execute<{ id: string; account_id: string; estimate_id: string; sequence: number }[]>(
    `select "id", "account_id", "estimate_id", "sequence" from "pay_application" where "public_token" = ? and "status" <> 'draft'`,
    [token],
  );
  if (!found) throw noSuchApplication();
  scopeToAccount(em, found.account_id);
  return { id: found.id, accountId: found.account_id, estimateId: found.estimate_id, sequence: found.sequence };
}

/** The application as its client reads it on its public link: the summary, the continuation sheet, and the certification once signed. */
export async function loadPublicPayApplication(em: SqlEntityManager, token: string): Promise<PublicPayApplication> {
  const found = await findPayApplicationByToken(em, token);
  const core = await loadEstimateCore(em, found.estimateId);
  const [records, settings] = await Promise.all([loadJobRecords(em, core.estimate, core.revision), getSettings(em, found.accountId)]);
  const { index, recorded } = applicationOf(records, found.sequence);
  const sheets = sheetsOf(records.applications.slice(0, index + 1), records.rule, core.revision.currency);
  const sheet = sheets[index]!;
  return {
    business: { name: settings.businessName },
    client: { name: core.client.name },
    estimateNumber: revisionNumber(core.estimate.baseNumber, core.revision.revision),
    jobTitle: core.revision.jobTitle,
    siteAddress: core.revision.siteAddress ?? null,
    currency: core.revision.currency,
    sequence: found.sequence,
    periodTo: recorded.application.periodTo,
    status: recorded.application.status,
    summary: sheet.summary,
    lines: sheet.lines.map((line, position) => ({ ...line, source: recorded.lines[position]?.source ?? '', description: recorded.lines[position]?.description ?? '' })),
    certification: await certificationOf(em, recorded.application, sheet.summary.paymentDue),
    retainage: records.rule,
    previous: index === 0 ? [] : toDateOf(sheets[index - 1]!.lines),
  };
}

const invalid = (message: string) => new HttpError(422, 'invalid_certification', message, { fields: { lines: [message] } });

/** Between nothing and what was asked, whichever its sign. */
const within = (certified: number, asked: number) => (asked >= 0 ? certified >= 0 && certified <= asked : certified <= 0 && certified >= asked);

/**
 * The client certifies a submitted application on its public link, signing like an estimate: per
 * line the work and stored materials they agree to (at most what was asked; a line left out as
 * asked). The lines then hold what was certified, so the invoice bills it and what was left out
 * is still to do on the next period; the signature keeps both, with the SHA-256 of what was signed.
 */
export async function certifyPayApplication(em: SqlEntityManager, token: string, input: PayApplicationCertifyInput, request: SigningRequest): Promise<void> {
  const found = await findPayApplicationByToken(em, token);
  const actor: Actor = { accountId: found.accountId, userId: null };
  await transactional(em, async (tx) => {
    const { estimate, revision } = await lockJob(tx, found.estimateId);
    const records = await loadJobRecords(tx, estimate, revision);
    const { index, recorded } = applicationOf(records, found.sequence);
    const { application, lines } = recorded;
    if (application.status !== 'submitted') throw new HttpError(409, 'already_answered', `Pay application ${application.sequence} is ${application.status} already.`);
    const given = new Map(input.lines.map((line) => [line.key, line]));
    if (given.size !== input.lines.length) throw invalid('Each line may be certified once.');
    if (input.lines.some((line) => !lines.some((recordedLine) => recordedLine.scheduleKey === line.key))) throw invalid('A line is not on this pay application. Reload the page and certify again.');
    const money = (minor: number) => formatMoney(minor, revision.currency, 'en-US');
    const certified = lines.map((line) => {
      const entry = given.get(line.scheduleKey);
      const work = entry?.workThisPeriod ?? line.workThisPeriod;
      const stored = entry?.materialsStored ?? line.materialsStored;
      if (!within(work, line.workThisPeriod)) throw invalid(`“${line.description}”: certify at most ${money(line.workThisPeriod)} of work this period, what was asked.`);
      if (!within(stored, line.materialsStored)) throw invalid(`“${line.description}”: certify at most ${money(line.materialsStored)} of stored materials, what was asked.`);
      return { ...line, workThisPeriod: work, materialsStored: stored };
    });
    const asOf = (applicationLines: typeof lines) => sheetsOf([...records.applications.slice(0, index), { application, lines: applicationLines }], records.rule, revision.currency)[index]!;
    const requestedDue = asOf(lines).summary.paymentDue;
    const certifiedDue = asOf(certified).summary.paymentDue;

    for (const [position, line] of certified.entries()) {
      const before = lines[position]!;
      if (line.workThisPeriod === before.workThisPeriod && line.materialsStored === before.materialsStored) continue;
      await tx.nativeUpdate(PayApplicationLine, { payApplication: application.id, scheduleKey: line.scheduleKey }, { workThisPeriod: line.workThisPeriod, materialsStored: line.materialsStored });
    }
    application.status = 'certified';
    application.requestedPaymentDue = requestedDue;
    estimate.updatedAt = new Date();
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    recordSignature(tx, { accountId: found.accountId, kind: 'pay_application', id: application.id, revision: 1 }, { name: input.name, signature: input.signature }, request, {
      estimate: number,
      payApplication: application.sequence,
      periodTo: application.periodTo,
      currency: revision.currency,
      requestedPaymentDue: requestedDue,
      certifiedPaymentDue: certifiedDue,
      lines: lines.map((line, position) => ({
        key: line.scheduleKey,
        description: line.description,
        scheduledValue: line.scheduledValue,
        requested: { workThisPeriod: line.workThisPeriod, materialsStored: line.materialsStored },
        certified: { workThisPeriod: certified[position]!.workThisPeriod, materialsStored: certified[position]!.materialsStored },
      })),
    });
    const less = certifiedDue === requestedDue ? '' : ` (${money(requestedDue)} asked)`;
    recordActivity(tx, actor, estimateSubject(estimate.id), 'approved', `Pay application ${application.sequence} certified by ${input.name} for ${money(certifiedDue)}${less} through the public link`);
  });
}
