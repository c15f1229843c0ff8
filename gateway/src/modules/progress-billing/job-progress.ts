import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  appPaths,
  applicationSheets,
  formatMoney,
  ScheduleOverrunError,
  type ApplicationEntry,
  type ApplicationSheets,
  type JobProgress,
  type PayApplicationBody,
  type RetainageRuleBody,
  type ScheduleLine,
  type TaxRate,
} from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import type { IEstimateRevision } from '../estimates/estimate-revision.entity.ts';
import type { IEstimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { JobRetainage } from './job-retainage.entity.ts';
import type { IPayApplicationLine } from './pay-application-line.entity.ts';
import { PayApplication, type IPayApplication } from './pay-application.entity.ts';
import { RetainageRelease, type IRetainageRelease } from './retainage-release.entity.ts';
import { certificationOf } from './pay-application-certificate.ts';
import { scheduleOfValues, type ScheduleSource } from './schedule-of-values.ts';

/** A job keeps nothing back until its retainage is set. */
export const NO_RETAINAGE: RetainageRuleBody = { workRate: '0', storedRate: '0', stepAtPercent: null, stepRate: null };

/** What the sheets and the invoice read of an application's line: recorded, or about to be. */
export type LineRecord = Pick<IPayApplicationLine, 'scheduleKey' | 'source' | 'description' | 'scheduledValue' | 'taxes' | 'workThisPeriod' | 'materialsStored'>;

/** A pay application with the lines it recorded, in order. */
export type RecordedApplication = { application: IPayApplication; lines: LineRecord[] };

/** Everything a job's progress billing is computed from. */
export type JobRecords = {
  rule: RetainageRuleBody;
  applications: RecordedApplication[];
  releases: IRetainageRelease[];
  schedule: ScheduleSource[];
};

export async function loadRetainageRule(em: EntityManager, estimateId: string): Promise<RetainageRuleBody> {
  const row = await em.findOne(JobRetainage, { estimate: estimateId });
  return row ? { workRate: row.workRate, storedRate: row.storedRate, stepAtPercent: row.stepAtPercent ?? null, stepRate: row.stepRate ?? null } : NO_RETAINAGE;
}

type StoredLine = {
  pay_application_id: string;
  schedule_key: string;
  source: string;
  description: string;
  scheduled_value: string | number;
  taxes: TaxRate[] | string;
  work_this_period: string | number;
  materials_stored: string | number;
};

/**
 * Every line every application of the job recorded, by application, in order. Read as plain rows:
 * a job of 25 applications over 300 lines holds 7,500, which the ORM took 0.6 s to make entities of.
 * The account is named in the query, as the account filter applies only to entity queries.
 */
async function recordedLines(em: SqlEntityManager, accountId: string, applicationIds: readonly string[]): Promise<Map<string, LineRecord[]>> {
  const byApplication = new Map<string, LineRecord[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return byApplication;
  const rows = await em.execute<StoredLine[]>(
    `select "pay_application_id", "schedule_key", "source", "description", "scheduled_value", "taxes", "work_this_period", "materials_stored" from "pay_application_line" where "account_id" = ? and "pay_application_id" in (${applicationIds.map(() => '?').join(', ')}) order by "position"`,
    [accountId, ...applicationIds],
  );
  for (const row of rows) {
    byApplication.get(row.pay_application_id)?.push({
      scheduleKey: row.schedule_key,
      source: row.source,
      description: row.description,
      scheduledValue: Number(row.scheduled_value),
      taxes: typeof row.taxes === 'string' ? (JSON.parse(row.taxes) as TaxRate[]) : row.taxes,
      workThisPeriod: Number(row.work_this_period),
      materialsStored: Number(row.materials_stored),
    });
  }
  return byApplication;
}

/** The job's retainage, applications (with their lines) and releases, and its schedule of values as it now is. */
export async function loadJobRecords(em: SqlEntityManager, estimate: IEstimate, revision: IEstimateRevision): Promise<JobRecords> {
  const applications = await em.find(PayApplication, { estimate: estimate.id }, { orderBy: { sequence: 'asc' } });
  const lines = await recordedLines(em, estimate.account.id, applications.map((application) => application.id));
  return {
    rule: await loadRetainageRule(em, estimate.id),
    applications: applications.map((application) => ({ application, lines: lines.get(application.id) ?? [] })),
    releases: await em.find(RetainageRelease, { estimate: estimate.id }, { orderBy: { createdAt: 'asc' } }),
    schedule: await scheduleOfValues(em, estimate, revision),
  };
}

const scheduleOf = (lines: readonly LineRecord[]): ScheduleLine[] => lines.map((line) => ({ key: line.scheduleKey, scheduledValue: line.scheduledValue }));
const entriesOf = (lines: readonly LineRecord[]): ApplicationEntry[] =>
  lines.map((line) => ({ key: line.scheduleKey, workThisPeriod: line.workThisPeriod, materialsStored: line.materialsStored }));

/**
 * The sheets of the recorded applications, each over the schedule it was made on. Throws the 422
 * that names the line, in the words of the line's own text, when one would pass its scheduled value.
 */
export function sheetsOf(applications: readonly { lines: readonly LineRecord[] }[], rule: RetainageRuleBody, currency: string): ApplicationSheets[] {
  try {
    return applicationSheets(
      applications.map(({ lines }) => scheduleOf(lines)),
      applications.map(({ lines }) => entriesOf(lines)),
      rule,
    );
  } catch (error) {
    if (!(error instanceof ScheduleOverrunError)) throw error;
    const line = applications.flatMap(({ lines }) => lines).find((candidate) => candidate.scheduleKey === error.key);
    const money = (minor: number) => formatMoney(minor, currency, 'en-US');
    const message =
      Math.abs(error.completedToDate) > Math.abs(error.scheduledValue)
        ? `“${line?.description ?? error.key}” would come to ${money(error.completedToDate)} completed and stored, more than its scheduled value of ${money(error.scheduledValue)}. Bill the rest through a change order.`
        : `“${line?.description ?? error.key}” would come to ${money(error.completedToDate)}, less than nothing completed.`;
    throw new HttpError(422, 'schedule_overrun', message, { fields: { lines: [message] } });
  }
}

/** What a job's last invoiced application holds back, less what was released since. */
export function retainageHeld(sheets: readonly ApplicationSheets[], applications: readonly RecordedApplication[], releases: readonly IRetainageRelease[]): number {
  const lastInvoiced = applications.findLastIndex(({ application }) => application.status === 'invoiced');
  const held = lastInvoiced < 0 ? 0 : (sheets[lastInvoiced]?.summary.retainageToDate ?? 0);
  return held - releases.reduce((sum, release) => sum + release.amount, 0);
}

async function invoiceNumbers(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const invoices = await em.find(Invoice, { id: { $in: [...ids] } }, { fields: ['id', 'number'] });
  return new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
}

/**
 * The job's progress billing as the owner's API answers it: every application's summary, and the
 * continuation sheet of the last invoiced one and of the one not yet invoiced (what the next period
 * is entered from), plus that of `sheetOf` when asked; a long job's other sheets stay out of the
 * answer. Links to the client's certification page start with `origin`, the configured public address
 * (none without it: a printed application carries no link).
 */
export async function toJobProgress(em: EntityManager, records: JobRecords, currency: string, options: { origin?: string; sheetOf?: number } = {}): Promise<JobProgress> {
  const { origin, sheetOf } = options;
  const { rule, applications, releases, schedule } = records;
  const sheets = sheetsOf(applications, rule, currency);
  const numbers = await invoiceNumbers(em, [...applications.flatMap(({ application }) => (application.invoice ? [application.invoice.id] : [])), ...releases.map((release) => release.invoice.id)]);
  const invoiceOf = (id: string | undefined) => (id ? { id, number: numbers.get(id) ?? '' } : null);
  const lastInvoiced = applications.findLast(({ application }) => application.status === 'invoiced')?.application.sequence;
  const shown = (application: IPayApplication) => application.status !== 'invoiced' || application.sequence === lastInvoiced || application.sequence === sheetOf;
  const certifications = await Promise.all(applications.map(({ application }, index) => certificationOf(em, application, sheets[index]!.summary.paymentDue)));
  return {
    currency,
    retainage: rule,
    schedule: schedule.map(({ key, source, description, scheduledValue }) => ({ key, source, description, scheduledValue })),
    applications: applications.map(({ application, lines }, index): PayApplicationBody => {
      const sheet = sheets[index]!;
      return {
        id: application.id,
        sequence: application.sequence,
        periodTo: application.periodTo,
        status: application.status,
        invoice: invoiceOf(application.invoice?.id),
        summary: sheet.summary,
        lines: shown(application) ? sheet.lines.map((line, position) => ({ ...line, source: lines[position]?.source ?? '', description: lines[position]?.description ?? '' })) : [],
        publicUrl: origin !== undefined && application.publicToken ? `${origin}${appPaths.publicPayApplication(application.publicToken)}` : null,
        certification: certifications[index] ?? null,
      };
    }),
    releases: releases.map((release) => ({ id: release.id, amount: release.amount, invoice: invoiceOf(release.invoice.id) ?? { id: release.invoice.id, number: '' } })),
    retainageHeld: retainageHeld(sheets, applications, releases),
  };
}
