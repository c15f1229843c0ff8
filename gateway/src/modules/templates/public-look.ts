import type { SqlEntityManager } from '@mikro-orm/sql';
import { accountPaperSize, type DocumentKind, type PublicLook } from '@ledgerline/contracts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { toSettingsBody } from '../settings/settings.mapper.ts';
import { logoDataUrl, resolveTemplate } from './resolve-template.ts';

/**
 * How a document's public page presents it: the template its PDF prints with (resolveTemplate), the
 * account's paper size, the logo inline (PNG or JPEG of at most 512 KB, so the page needs no
 * second, token-guarded request for it) and the mark the account's plan puts on it, as its PDF does.
 */
export async function publicLook(
  em: SqlEntityManager,
  plans: PlanRules,
  document: { kind: DocumentKind; accountId: string; templateId: string | null },
  settings: IAccountSettings,
): Promise<PublicLook> {
  const { settings: template, logo } = await resolveTemplate(em, document.accountId, document.kind, document.templateId);
  const watermark = await plans.watermarkOf(em, document.accountId);
  return { template, paperSize: accountPaperSize(toSettingsBody(settings)), logo: logoDataUrl(logo), watermark };
}
