export {
  documentToDraft,
  minorToInputText,
  newDocumentDraft,
  newLineDraft,
  type DiscountDraft,
  type DiscountType,
  type DocumentDraft,
  type LineDraft,
  type SavedDocument,
} from './draft/document-draft.ts';
export { errorAt, incompleteLines, readDocumentDraft, type DraftPricing, type DraftReading, type FieldErrors } from './draft/read-draft.ts';
export { parseMoneyText, type MoneyTextResult } from './draft/money-text.ts';
export { useDocumentDraft } from './draft/use-document-draft.ts';
export { DocumentHeader } from './header/DocumentHeader.tsx';
export { DocumentEditorLayout } from './layout/DocumentEditorLayout.tsx';
export { DocumentDetailsFields, type KindDateField } from './details/DocumentDetailsFields.tsx';
export { ClientPicker } from './clients/ClientPicker.tsx';
export { QuickClientModal } from './clients/QuickClientModal.tsx';
export { LineEditor } from './lines/LineEditor.tsx';
export { DocumentDiscountField } from './lines/DocumentDiscountField.tsx';
export { TotalsPanel } from './totals/TotalsPanel.tsx';
export { NotesFields } from './notes/NotesFields.tsx';
export { ActivityList } from './activity/ActivityList.tsx';
export { UnsavedChangesGuard } from './unsaved-changes/UnsavedChangesGuard.tsx';
export { usePublicLinkCommands, type ChangeLink } from './public-link/use-public-link-commands.ts';
export { PublicLinkExpiry, type ExpiringLinkDocument } from './public-link/PublicLinkExpiry.tsx';
export { ShareLinkPanel, type SharedDocument } from './public-link/ShareLinkPanel.tsx';
export { ShareLinkModal } from './public-link/ShareLinkModal.tsx';
export { absolutePublicUrl } from './public-link/public-link-url.ts';
export { StaleVersionAlert } from './save/StaleVersionAlert.tsx';
export { useDocumentSave } from './save/use-document-save.ts';
export { DocumentEditorGate, type EditorFormProps } from './screen/DocumentEditorGate.tsx';
export { ExchangeRatePanel } from './exchange-rate/ExchangeRatePanel.tsx';
export { TemplatePicker } from './template/TemplatePicker.tsx';
export { SendEmailDialog } from './send-email/SendEmailDialog.tsx';
export { SendDocumentDialog, type EmailMutation } from './send-email/SendDocumentDialog.tsx';
export { markSentMenuItem, SendButton } from './send-email/SendButton.tsx';
