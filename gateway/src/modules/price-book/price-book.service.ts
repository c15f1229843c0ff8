import type { SqlEntityManager } from '@mikro-orm/sql';
import { priceFromMarkup, type PriceBookItem as PriceBookItemBody, type PriceBookItemInput, type PriceBookList, type PriceBookListQuery } from '@ledgerline/contracts';
import { containsPattern } from '../../db/sql-text.ts';
import { notFound } from '../../http/http-error.ts';
import { PriceBookItem, type IPriceBookItem } from './price-book-item.entity.ts';

export function toPriceBookItemBody(item: IPriceBookItem): PriceBookItemBody {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    unit: item.unit,
    category: item.category,
    unitCost: item.unitCost ?? null,
    markup: item.markup ?? null,
    unitPrice: item.unitPrice,
    taxes: item.taxes,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** The item as stored: with a cost and a markup, the price is the one they make, whatever was sent. */
function fieldsOf(input: PriceBookItemInput) {
  const unitPrice = input.unitCost !== null && input.markup !== null ? priceFromMarkup(input.unitCost, input.markup) : input.unitPrice;
  return { ...input, unitPrice };
}

/** The account's items by name, searched by name, description or category; through the account filter. */
export async function listPriceBook(em: SqlEntityManager, query: PriceBookListQuery): Promise<PriceBookList> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern ? { $or: [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }, { category: { $ilike: pattern } }] } : {};
  const [items, total] = await em.findAndCount(PriceBookItem, where, { orderBy: { name: 'asc', id: 'asc' }, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: items.map(toPriceBookItemBody), total, page: query.page, pageSize: query.pageSize };
}

export async function createPriceBookItem(em: SqlEntityManager, accountId: string, input: PriceBookItemInput): Promise<IPriceBookItem> {
  const item = em.create(PriceBookItem, { account: accountId, ...fieldsOf(input) });
  await em.flush();
  return item;
}

export async function updatePriceBookItem(em: SqlEntityManager, id: string, input: PriceBookItemInput): Promise<IPriceBookItem> {
  const item = await em.findOne(PriceBookItem, id);
  if (!item) throw notFound();
  em.assign(item, fieldsOf(input));
  await em.flush();
  return item;
}

/** Deletes an item: documents keep the lines made from it, which were copies. */
export async function deletePriceBookItem(em: SqlEntityManager, id: string): Promise<void> {
  const item = await em.findOne(PriceBookItem, id);
  if (!item) throw notFound();
  await em.remove(item).flush();
}
