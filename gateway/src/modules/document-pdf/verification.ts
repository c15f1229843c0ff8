import { shortVerificationCode, type LineLayout } from '@ledgerline/contracts';
import type { ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';
import { contentHash } from '../document-core/signature.ts';

/**
 * The verification code of a document's content: the SHA-256 of the canonical JSON of what it
 * prints (the code the signature evidence already uses), shortened. Its status and the derived
 * "overdue" are left out: they are the document's state, not its content, and change without an edit;
 * so are the public page's look, code and payment offer, so the page's answer and the PDF give the same code.
 */
export function documentVerificationCode(viewed: ViewedDocument): string {
  // canonicalJson leaves undefined members out.
  const content = { ...viewed.document, status: undefined, overdue: undefined, look: undefined, verificationCode: undefined, payNow: undefined, ...unsetLaterFields(viewed.document) };
  return shortVerificationCode(contentHash({ kind: viewed.kind, document: content }));
}

/** Fields documents gained after some were printed: left out while empty, so those printouts keep their code. */
function unsetLaterFields(document: ViewedDocument['document']): Record<string, undefined> {
  const empty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0) || isPlainLayout(value);
  const later = ['payments', 'jobTitle', 'jobSite', 'layout'] as const;
  return Object.fromEntries(later.filter((field) => field in document && empty((document as Record<string, unknown>)[field])).map((field) => [field, undefined]));
}

/** A line layout with no headings and a discount on every line: what every document had before layouts. */
function isPlainLayout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('sections' in value)) return false;
  const layout = value as LineLayout;
  return layout.discountLines === null && layout.sections.length === 0;
}
