import { priceBookItemInputSchema, priceFromMarkup, type PriceBookItem, type PriceBookItemInput } from '@ledgerline/contracts';
import { minorToInputText, parseMoneyText } from '@ledgerline/document-editor';

/** An item as the form holds it: amounts and the markup stay text until read. */
export type PriceBookForm = { name: string; description: string; unit: string; category: string; unitCost: string; markup: string; unitPrice: string; taxIds: string[] };

export function formOf(item: PriceBookItem | null, currency: string): PriceBookForm {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    unit: item?.unit ?? '',
    category: item?.category ?? '',
    unitCost: item?.unitCost == null ? '' : minorToInputText(item.unitCost, currency),
    markup: item?.markup ?? '',
    unitPrice: item ? minorToInputText(item.unitPrice, currency) : '',
    taxIds: item?.taxes.map((tax) => tax.id) ?? [],
  };
}

/** The form read as the API takes it, or what is wrong with it by field; with a cost and a markup the price follows from them. */
export function readForm(form: PriceBookForm, currency: string, taxes: PriceBookItemInput['taxes']): { input: PriceBookItemInput; price: number | null } | { errors: Record<string, string>; price: number | null } {
  const errors: Record<string, string> = {};
  const money = (text: string, field: string, optional: boolean) => {
    if (text.trim() === '' && optional) return null;
    const parsed = parseMoneyText(text, currency);
    if (!parsed.ok) errors[field] = parsed.message;
    return parsed.ok ? parsed.minor : null;
  };
  const unitCost = money(form.unitCost, 'unitCost', true);
  const markup = form.markup.trim() === '' ? null : form.markup.trim();
  const following = unitCost !== null && markup !== null;
  const typedPrice = following ? null : money(form.unitPrice, 'unitPrice', false);
  let price: number | null = typedPrice;
  if (following) {
    try {
      price = priceFromMarkup(unitCost, markup);
    } catch {
      errors['markup'] = 'Use a percentage with at most 3 decimals.';
    }
  }
  const { taxIds, ...text } = form;
  const parsed = priceBookItemInputSchema.safeParse({ ...text, unitCost, markup, unitPrice: price ?? 0, taxes: taxes.filter((tax) => taxIds.includes(tax.id)) });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'name')] ??= issue.message;
  return Object.keys(errors).length > 0 || !parsed.success ? { errors, price } : { input: parsed.data, price };
}
