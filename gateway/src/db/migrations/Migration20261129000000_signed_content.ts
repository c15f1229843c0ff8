import { Migration } from '@mikro-orm/migrations';
import { depositAmount, revisionNumber, type DepositRequest } from '@ledgerline/contracts';
import { canonicalJson } from '../../modules/document-core/signature.ts';

type Row = Record<string, unknown>;

// PostgreSQL answers bigint as text, PGlite as a number; the signed content held numbers.
const money = (value: unknown) => Number(value);

const totalsOf = (row: Row) => ({
  subtotal: money(row.subtotal),
  discount: money(row.discount_total),
  net: money(row.net),
  taxes: row.taxes,
  taxTotal: money(row.tax_total),
  total: money(row.total),
});

const lineOf = (row: Row) => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  unitPrice: money(row.unit_price),
  unit: row.unit,
  taxes: row.taxes,
  discount: row.discount ?? null,
  total: money(row.total),
});

/**
 * A signature keeps the canonical JSON of what was signed (signed_content) instead of the signed
 * client's id, name and company alone: a signed revision then shows and prints the parties as
 * signed, and its hash is recomputed from the row itself.
 *
 * Existing signatures get back the content their hash was computed over, in the form it had then
 * (written out here, as it stood, so later changes to the content builders do not reach it): the
 * signed client from signed_client, the rest from the revision or change order, which acceptance
 * locked. That content names the client's id, name and company and no business, so those
 * signatures go on showing the client's other members and the business as they read now; nothing
 * else of them was signed. A row whose content no longer gives its hash (its signed rows were
 * changed since) keeps its recorded hash beside the content as it now reads, so the mismatch stays
 * visible rather than being rewritten.
 */
export class Migration20261129000000_signed_content extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "document_signature" add column "signed_content" text null;`);
    const signatures = await this.rows(`select "id", "subject_kind", "subject_id", "revision", "signed_client" from "document_signature";`);
    for (const signature of signatures) {
      const content = signature.subject_kind === 'estimate' ? await this.estimateContent(signature) : await this.changeOrderContent(signature);
      await this.execute(`update "document_signature" set "signed_content" = ? where "id" = ?;`, [canonicalJson(content), signature.id]);
    }
    await this.execute(`alter table "document_signature" alter column "signed_content" set not null;`);
    await this.execute(`alter table "document_signature" drop column "signed_client";`);
  }

  /** What the acceptance of an estimate's revision hashed. */
  private async estimateContent(signature: Row): Promise<unknown> {
    const [revision] = await this.rows(
      `select r.*, e."base_number" from "estimate_revision" r join "estimate" e on e."id" = r."estimate_id" where r."estimate_id" = ? and r."revision" = ?;`,
      [signature.subject_id, signature.revision],
    );
    if (!revision) return this.orphanContent(signature);
    const lines = await this.rows(`select * from "estimate_line" where "revision_id" = ? order by "position";`, [revision.id]);
    const deposit = (revision.deposit ?? null) as DepositRequest | null;
    return {
      kind: 'estimate',
      number: revisionNumber(String(revision.base_number), Number(revision.revision)),
      revision: revision.revision,
      client: signature.signed_client,
      currency: revision.currency,
      taxMode: revision.tax_mode,
      lines: lines.map((line) => ({ ...lineOf(line), optional: line.optional })),
      chosenOptionalLineIds: [...(revision.chosen_optional_line_ids as string[])].sort(),
      discount: revision.discount ?? null,
      totals: totalsOf(revision),
      terms: revision.terms,
      deposit,
      depositAmount: depositAmount(deposit, money(revision.total)),
    };
  }

  /** What the approval of a change order hashed; its estimate has not been revised since (change orders forbid it). */
  private async changeOrderContent(signature: Row): Promise<unknown> {
    const [changeOrder] = await this.rows(
      `select c.*, e."base_number", e."revision" as "estimate_revision" from "change_order" c join "estimate" e on e."id" = c."estimate_id" where c."id" = ?;`,
      [signature.subject_id],
    );
    if (!changeOrder) return this.orphanContent(signature);
    const lines = await this.rows(`select * from "change_order_line" where "change_order_id" = ? order by "position";`, [changeOrder.id]);
    return {
      kind: 'change_order',
      number: changeOrder.number,
      revision: signature.revision,
      estimateNumber: revisionNumber(String(changeOrder.base_number), Number(changeOrder.estimate_revision)),
      client: signature.signed_client,
      currency: changeOrder.currency,
      taxMode: changeOrder.tax_mode,
      reason: changeOrder.reason,
      description: changeOrder.description,
      lines: lines.map(lineOf),
      totals: totalsOf(changeOrder),
      costDelta: money(changeOrder.total),
      daysDelta: changeOrder.days_delta,
      terms: changeOrder.terms,
    };
  }

  /** A signature whose document was removed behind the app's back (it never deletes a sent one) keeps what is left: kind, revision, signed client. */
  private orphanContent(signature: Row): unknown {
    return { kind: signature.subject_kind, revision: signature.revision, client: signature.signed_client };
  }

  private rows(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.execute(sql, params) as Promise<Row[]>;
  }
}
