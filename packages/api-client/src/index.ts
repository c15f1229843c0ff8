export { resourceKeys } from './resource-keys.ts';
export { clientKeys } from './clients/client-keys.ts';
export { clientQueryOptions, getClient, useClient } from './clients/get-client.ts';
export { clientListQueryOptions, clientPickerQuery, listClients, useClientList } from './clients/list-clients.ts';
export { createClient, useCreateClient } from './clients/create-client.ts';
export { updateClient, useUpdateClient } from './clients/update-client.ts';
export { deleteClient, useDeleteClient, type ClientDeleteResult } from './clients/delete-client.ts';
export { restoreClient, useRestoreClient } from './clients/restore-client.ts';
export { invoiceKeys, type InvoiceFilters } from './invoices/invoice-keys.ts';
export { invoicesQueryOptions, listInvoices, useInvoices } from './invoices/list-invoices.ts';
export { INVOICE_LIST_STATUSES, invoiceListFilters, invoiceListQueryOptions, invoiceListState } from './invoices/invoice-list-state.ts';
export {
  changeInvoiceLink,
  deleteInvoice,
  getInvoice,
  invoiceQueryOptions,
  requestInvoice,
  sendInvoice,
  useChangeInvoiceLink,
  useDeleteInvoice,
  useEmailInvoice,
  useInvoice,
  useInvoiceMutation,
  useSendInvoice,
} from './invoices/invoice-resource.ts';
export { saveInvoice, saveInvoiceRequest, useSaveInvoice, type SaveInvoiceVariables } from './invoices/save-invoice.ts';
export { useVoidInvoice, voidInvoice } from './invoices/void-invoice.ts';
export { creditNoteKeys, type CreditNoteFilters } from './credit-notes/credit-note-keys.ts';
export {
  getCreditNote,
  issueCreditNote,
  listCreditNotes,
  useChangeCreditNoteLink,
  useCreditNote,
  useCreditNotes,
  useEmailCreditNote,
  useIssueCreditNote,
  useSendCreditNote,
} from './credit-notes/credit-note-resource.ts';
export { duplicateInvoice, useDuplicateInvoice } from './invoices/duplicate-invoice.ts';
export { recordPayment, useRecordPayment } from './invoices/record-payment.ts';
export { deletePayment, useDeletePayment } from './invoices/delete-payment.ts';
export {
  accountSettingsKeys,
  accountSettingsQueryOptions,
  getAccountSettings,
  updateAccountSettings,
  useAccountSettings,
  useUpdateAccountSettings,
} from './account/account-settings.ts';
export { paymentRemindersKeys, paymentRemindersQueryOptions, usePaymentReminders, useSavePaymentReminders } from './account/payment-reminders.ts';
export { markNotificationRead, notificationKeys, notificationsQueryOptions } from './notifications/notifications.ts';
export { searchKeys, searchQueryOptions } from './search/search.ts';
export { estimateKeys, type EstimateFilters } from './estimates/estimate-keys.ts';
export { estimatesQueryOptions, listEstimates, useEstimates } from './estimates/list-estimates.ts';
export { estimateRevisionQueryOptions, getEstimateRevision, useEstimateRevision } from './estimates/get-estimate-revision.ts';
export {
  changeEstimateLink,
  deleteEstimate,
  estimateQueryOptions,
  getEstimate,
  requestEstimate,
  sendEstimate,
  useChangeEstimateLink,
  useDeleteEstimate,
  useEmailEstimate,
  useEstimate,
  useEstimateMutation,
  useSendEstimate,
} from './estimates/estimate-resource.ts';
export { saveEstimate, saveEstimateRequest, useSaveEstimate, type SaveEstimateVariables } from './estimates/save-estimate.ts';
export { reviseEstimate, useReviseEstimate } from './estimates/revise-estimate.ts';
export { duplicateEstimate, useDuplicateEstimate } from './estimates/duplicate-estimate.ts';
export { convertEstimate, useConvertEstimate } from './estimates/convert-estimate.ts';
export { changeOrderKeys, type ChangeOrderFilters } from './change-orders/change-order-keys.ts';
export { changeOrdersQueryOptions, listChangeOrders, useChangeOrders } from './change-orders/list-change-orders.ts';
export {
  changeChangeOrderLink,
  changeOrderQueryOptions,
  deleteChangeOrder,
  getChangeOrder,
  requestChangeOrder,
  sendChangeOrder,
  useChangeChangeOrderLink,
  useChangeOrder,
  useChangeOrderMutation,
  useDeleteChangeOrder,
  useEmailChangeOrder,
  useSendChangeOrder,
} from './change-orders/change-order-resource.ts';
export { saveChangeOrder, saveChangeOrderRequest, useSaveChangeOrder, type SaveChangeOrderVariables } from './change-orders/save-change-order.ts';
export type { SaveDocumentVariables } from './documents/save-request.ts';
export { useVoidChangeOrder, voidChangeOrder } from './change-orders/void-change-order.ts';
export { templateKeys } from './templates/template-keys.ts';
export { listTemplates, templatesQueryOptions, useTemplates } from './templates/list-templates.ts';
export { getTemplate, templateQueryOptions, useTemplate } from './templates/get-template.ts';
export {
  createTemplate,
  deleteTemplate,
  makeTemplateDefault,
  removeTemplateLogo,
  saveTemplate,
  uploadTemplateLogo,
  useCreateTemplate,
  useDeleteTemplate,
  useMakeTemplateDefault,
  useRemoveTemplateLogo,
  useSaveTemplate,
  useUploadTemplateLogo,
} from './templates/template-mutations.ts';
export {
  getTemplatePreviewDocument,
  renderTemplatePreviewPdf,
  templatePreviewQueryOptions,
  useTemplatePreviewDocument,
} from './templates/template-preview.ts';
export { exchangeRateKeys, getLatestRate, latestRateQueryOptions, useLatestRate } from './exchange-rates/latest-rate.ts';
export { invoiceChangeOrder, useInvoiceChangeOrder } from './change-orders/invoice-change-order.ts';
export {
  documentEmailDraftQueryOptions,
  documentEmailPreviewQueryOptions,
  mailAttachmentUrl,
  mailKeys,
  mailListQueryOptions,
  mailMessageQueryOptions,
  useDocumentEmailDraft,
  useDocumentEmailPreview,
  useMailList,
  useMailMessage,
  useRetryMail,
} from './mail/mail.ts';
export { referralKeys } from './referrals/referral-keys.ts';
export { getReferrals, referralsQueryOptions, useReferrals } from './referrals/referrals.ts';
export { reportReferralVisit, useReferralVisit } from './referrals/referral-visit.ts';
export { adminKeys } from './admin/admin-keys.ts';
export { adminDashboardCsvUrl, adminDashboardQueryOptions, useAdminDashboard } from './admin/admin-dashboard.ts';
export {
  adminContactQueryOptions,
  adminContactsQueryOptions,
  useAdminContact,
  useAdminContacts,
  useMarkContactHandled,
  useReplyToContact,
} from './admin/admin-contacts.ts';
export {
  adminAccountsQueryOptions,
  adminUsersQueryOptions,
  useAdminAccount,
  useAdminAccounts,
  useAdminUsers,
  useChangeAccountPlan,
  useChangeUser,
  type AccountPlanChange,
  type UserAction,
} from './admin/admin-accounts.ts';
export { useAdminAudit } from './admin/admin-audit.ts';
export {
  listPaymentMethods,
  makeDefaultPaymentMethod,
  paymentMethodKeys,
  paymentMethodsQueryOptions,
  removePaymentMethod,
  startPaymentMethodSetup,
  useMakeDefaultPaymentMethod,
  usePaymentMethods,
  useRemovePaymentMethod,
  useStartPaymentMethodSetup,
} from './payments/payment-methods.ts';
export { listPlans, planKeys, plansQueryOptions, usePlans } from './billing/plans.ts';
export {
  changeSubscription,
  getSubscription,
  refreshSubscription,
  subscriptionQueryOptions,
  useChangeSubscription,
  useSubscription,
} from './billing/subscription.ts';
export { subscriptionKeys } from './billing/subscription-keys.ts';
export { checkout, useCheckout, type CheckoutVariables } from './billing/checkout.ts';
export { dashboardKeys } from './dashboard/dashboard-keys.ts';
export { dashboardQueryOptions, getDashboard, useDashboard } from './dashboard/get-dashboard.ts';
export { dashboardChartQueryOptions, getDashboardChart, useDashboardChart } from './dashboard/get-dashboard-chart.ts';
export { getJob, listJobs, useJob, useJobList } from './jobs/jobs.ts';
export { jobKeys } from './jobs/job-keys.ts';
export { listPriceBook, priceBookKeys, useDeletePriceBookItem, usePriceBook, useSavePriceBookItem } from './price-book/price-book.ts';
