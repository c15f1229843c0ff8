import type { JobSite, TemplateSettings } from '@ledgerline/contracts';
import { addressLines } from './address-lines.ts';
import type { LabelledText } from './document-view.ts';
import type { Labels } from './template-labels.ts';

/** The job's title among a document's facts, when it has one. */
export function jobFact(jobSite: JobSite | null): LabelledText[] {
  return jobSite?.title ? [{ label: 'Job', text: jobSite.title }] : [];
}

/** Where the work is, as a section (the template may leave it off); false when the job names no site. */
export function siteSection(jobSite: JobSite | null, template: TemplateSettings, label: Labels): LabelledText | false {
  return template.show.siteAddress && jobSite?.siteAddress ? { label: label('siteAddress'), text: addressLines(jobSite.siteAddress).join('\n') } : false;
}
