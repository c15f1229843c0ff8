import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from '../documents/kinds.ts';
import { oneLine, plainText, requiredText } from '../text.ts';

/**
 * A document template: how an invoice, estimate or change order looks on the public page, in the
 * email and in the PDF (one view model renders all three, packages/documents). Built-in designs are
 * constants a user copies; what the user edits is a stored copy.
 */
export const TEMPLATE_DESIGNS = ['clean', 'classic', 'bold'] as const;
export const templateDesignSchema = z.enum(TEMPLATE_DESIGNS, 'Choose the Clean, Classic or Bold design.');
export type TemplateDesign = z.infer<typeof templateDesignSchema>;

/** Fonts are shipped with the app (never fetched); each covers Latin, Latin Extended, Cyrillic, Greek and ₹ ₺ ₩ ₦ €. */
export const TEMPLATE_FONTS = ['sans', 'serif'] as const;
export const templateFontSchema = z.enum(TEMPLATE_FONTS, 'Choose the sans or serif font.');

export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES, 'Choose A4 or US Letter.');
export type PaperSize = z.infer<typeof paperSizeSchema>;

/** US Letter where the business is in the US or Canada (their paper), A4 everywhere else. */
export const defaultPaperSize = (country: string): PaperSize =>
  /^(us|usa|united states( of america)?|ca|canada)$/i.test(country.trim()) ? 'LETTER' : 'A4';

export const LOGO_POSITIONS = ['left', 'center', 'right'] as const;
export const logoPositionSchema = z.enum(LOGO_POSITIONS, 'Place the logo left, centre or right.');

/** Logos are PNG or JPEG (checked by their first bytes on the server; SVG is refused: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;

const ACCENT = 'The accent colour must be a hex colour like #1f6feb.';
export const accentColorSchema = z.string(ACCENT).regex(/^#[0-9a-fA-F]{6}$/, ACCENT);

/** What a template can show or hide. Each is a block or a column of the lines table. */
export const templateShowSchema = z.strictObject({
  quantity: z.boolean().default(true),
  unit: z.boolean().default(true),
  taxPerLine: z.boolean().default(true),
  discount: z.boolean().default(true),
  siteAddress: z.boolean().default(true),
  paymentInstructions: z.boolean().default(true),
  signature: z.boolean().default(true),
});
export type TemplateShow = z.infer<typeof templateShowSchema>;

/** Words a business may rename ("Quote" instead of "Estimate"); an empty label keeps the built-in word. */
export const TEMPLATE_LABEL_KEYS = [
  'invoice',
  'estimate',
  'change_order',
  'credit_note',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'tax',
  'amount',
  'subtotal',
  'total',
  'amountPaid',
  'balanceDue',
  'billTo',
  'siteAddress',
  'notes',
  'terms',
  'paymentInstructions',
] as const;
export type TemplateLabelKey = (typeof TEMPLATE_LABEL_KEYS)[number];
export const templateLabelsSchema = z.partialRecord(z.enum(TEMPLATE_LABEL_KEYS), plainText(40));

/** The placeholders an email subject or body may hold; anything else between braces stays as typed. */
export const TEMPLATE_PLACEHOLDERS = [
  '{client.name}',
  '{document.number}',
  '{document.total}',
  '{document.link}',
  '{business.name}',
] as const;

export const templateEmailSchema = z.strictObject({
  subject: oneLine(requiredText(200, 'Email subject'), 'Email subject'),
  body: requiredText(5000, 'Email message'),
});
export type TemplateEmail = z.infer<typeof templateEmailSchema>;

const DEFAULT_EMAILS: Record<DocumentKind, TemplateEmail> = {
  invoice: {
    subject: 'Invoice {document.number} from {business.name}',
    body: 'Hello {client.name},\n\nPlease find invoice {document.number} for {document.total}. You can view and download it here: {document.link}\n\nThank you,\n{business.name}',
  },
  estimate: {
    subject: 'Estimate {document.number} from {business.name}',
    body: 'Hello {client.name},\n\nHere is estimate {document.number} for {document.total}. You can review, accept or decline it here: {document.link}\n\nThank you,\n{business.name}',
  },
  change_order: {
    subject: 'Change order {document.number} from {business.name}',
    body: 'Hello {client.name},\n\nA change to our work needs your approval: change order {document.number} for {document.total}. You can review, approve or decline it here: {document.link}\n\nThank you,\n{business.name}',
  },
  credit_note: {
    subject: 'Credit note {document.number} from {business.name}',
    body: 'Hello {client.name},\n\nHere is credit note {document.number} for {document.total}. You can view and download it here: {document.link}\n\nThank you,\n{business.name}',
  },
};

/** A template saved before a kind existed takes that kind's built-in email. */
const emailsShape = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, templateEmailSchema.default(DEFAULT_EMAILS[kind])])) as Record<
  DocumentKind,
  z.ZodDefault<typeof templateEmailSchema>
>;

/** The editable part of a template: what the builder changes and PUT /api/templates/:id takes. */
export const templateSettingsSchema = z.strictObject({
  name: requiredText(80, 'Template name'),
  design: templateDesignSchema,
  accentColor: accentColorSchema,
  font: templateFontSchema,
  /** null follows the account's paper size. */
  paperSize: paperSizeSchema.nullable().default(null),
  logoPosition: logoPositionSchema.default('left'),
  show: templateShowSchema,
  labels: templateLabelsSchema.default({}),
  headerText: plainText(500).default(''),
  footerText: plainText(500).default(''),
  emails: z.strictObject(emailsShape),
});
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;

/** A stored template as the API answers it. */
export const templateSchema = templateSettingsSchema.extend({
  id: z.uuid(),
  /** Where the uploaded logo is served (GET), or null without one. */
  logoUrl: z.string().nullable(),
  /** The kinds this template is the account's default for. */
  defaultFor: z.array(z.enum(DOCUMENT_KINDS)),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

const SHOW_ALL: TemplateShow = {
  quantity: true,
  unit: true,
  taxPerLine: true,
  discount: true,
  siteAddress: true,
  paymentInstructions: true,
  signature: true,
};


/** The three built-in designs a user starts from (copied, never edited in place). */
export const BUILT_IN_TEMPLATES: Record<TemplateDesign, TemplateSettings> = {
  clean: {
    name: 'Clean',
    design: 'clean',
    accentColor: '#1f6feb',
    font: 'sans',
    paperSize: null,
    logoPosition: 'left',
    show: SHOW_ALL,
    labels: {},
    headerText: '',
    footerText: '',
    emails: DEFAULT_EMAILS,
  },
  classic: {
    name: 'Classic',
    design: 'classic',
    accentColor: '#3d3d3d',
    font: 'serif',
    paperSize: null,
    logoPosition: 'center',
    show: SHOW_ALL,
    labels: {},
    headerText: '',
    footerText: '',
    emails: DEFAULT_EMAILS,
  },
  bold: {
    name: 'Bold',
    design: 'bold',
    accentColor: '#b42318',
    font: 'sans',
    paperSize: null,
    logoPosition: 'right',
    show: SHOW_ALL,
    labels: {},
    headerText: '',
    footerText: '',
    emails: DEFAULT_EMAILS,
  },
};

/** PUT /api/templates/:id: the whole settings, and the version they were based on (a stale one answers 409). */
export const templateUpdateSchema = templateSettingsSchema.extend({ version: z.number().int().min(1) });
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** POST /api/templates: a new template is a copy of a built-in design, edited afterwards. */
export const newTemplateSchema = z.strictObject({ design: templateDesignSchema });
export type NewTemplate = z.infer<typeof newTemplateSchema>;

/** POST /api/templates/:id/default: the template becomes the account's default for one kind (the one before stops being it). */
export const templateDefaultSchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS, 'Choose invoice, estimate or change order.'),
});

export const builtInDesignSchema = z.object({ design: templateDesignSchema, settings: templateSettingsSchema });
export type BuiltInDesign = z.infer<typeof builtInDesignSchema>;

/** GET /api/templates: the account's own templates, and the built-in designs a new one starts from. */
export const templateListSchema = z.object({
  items: z.array(templateSchema),
  designs: z.array(builtInDesignSchema),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** What a document holds of its template: its own pick, or null to follow the account's default for its kind. */
export const documentTemplateIdSchema = z.uuid('Choose one of your templates.').nullable();

/**
 * How the business's template presents a document on its public page (the PDF gets the same
 * template on the server): the template, the account's paper size, the logo as a data URL and the
 * plan's mark.
 */
export const publicLookSchema = z.object({
  template: templateSettingsSchema,
  paperSize: paperSizeSchema,
  logo: z.string().nullable(),
  /** The mark the account's plan puts on what its clients receive ("Made with Ledgerline · Free plan"), or null. */
  watermark: z.string().nullable(),
});
export type PublicLook = z.infer<typeof publicLookSchema>;
