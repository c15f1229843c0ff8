import { templateSettingsSchema, type Template, type TemplateSettings } from '@ledgerline/contracts';

const SETTING_KEYS = templateSettingsSchema.keyof().options;

/** The editable part of a stored template: what the builder edits and saves back. */
export function settingsOf(template: Template): TemplateSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, template[key]])) as TemplateSettings;
}
