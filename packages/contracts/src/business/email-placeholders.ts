import { TEMPLATE_PLACEHOLDERS } from './templates.ts';

type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** What each placeholder stands for, as plain text. */
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{(client\.name|document\.number|document\.total|document\.link|business\.name)\}/g;

/**
 * Fills a template's email subject or body. Plain text in, plain text out: a value is inserted as it
 * is, never read as markup (HTML escaping is the renderer's job), and never scanned again, so a
 * client named "{business.name}" stays that. Anything else between braces stays as typed.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (match) => values[match as Placeholder]);
}
