import { Account } from '../modules/accounts/account.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { Session } from '../modules/sessions/session.entity.ts';
import { InstallLog } from '../modules/installs/install-log.entity.ts';
import { AccountSettings } from '../modules/settings/account-settings.entity.ts';
import { Client } from '../modules/clients/client.entity.ts';
import { DocumentCounter } from '../modules/document-core/document-counter.entity.ts';
import { Invoice } from '../modules/invoices/invoice.entity.ts';
import { InvoiceLine } from '../modules/invoices/invoice-line.entity.ts';
import { Payment } from '../modules/invoices/payment.entity.ts';
import { ActivityEvent } from '../modules/document-core/activity-event.entity.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { DocumentSignature } from '../modules/document-core/document-signature.entity.ts';
import { Estimate } from '../modules/estimates/estimate.entity.ts';
import { EstimateRevision } from '../modules/estimates/estimate-revision.entity.ts';
import { EstimateLine } from '../modules/estimates/estimate-line.entity.ts';
import { ChangeOrder } from '../modules/change-orders/change-order.entity.ts';
import { ChangeOrderLine } from '../modules/change-orders/change-order-line.entity.ts';
import { Template } from '../modules/templates/template.entity.ts';
import { TemplateDefault } from '../modules/templates/template-default.entity.ts';
import { ExchangeRate } from '../modules/exchange-rates/exchange-rate.entity.ts';
import { MailMessage } from '../modules/mail/mail-message.entity.ts';
import { MailAttachment } from '../modules/mail/mail-attachment.entity.ts';
import { PaymentReminderSettings } from '../modules/reminders/payment-reminder-settings.entity.ts';
import { InvoiceReminder } from '../modules/reminders/invoice-reminder.entity.ts';
import { ReferralCode } from '../modules/referrals/referral-code.entity.ts';
import { Referral } from '../modules/referrals/referral.entity.ts';
import { ReferralReward } from '../modules/referrals/referral-reward.entity.ts';
import { FreeMonthBalance } from '../modules/referrals/free-month-balance.entity.ts';
import { PaymentFingerprint } from '../modules/referrals/payment-fingerprint.entity.ts';
import { ContactMessage } from '../modules/contact/contact-message.entity.ts';
import { PasswordResetToken } from '../modules/password-reset/password-reset-token.entity.ts';
import { AdminAuditEvent } from '../modules/admin/admin-audit-event.entity.ts';
import { ContactMessageHandling, ContactReply } from '../modules/admin/contact-handling.entity.ts';
import { IdempotencyRecord } from '../modules/idempotency/idempotency-record.entity.ts';
import { PaymentWebhookEvent } from '../modules/payments/payment-webhook-event.entity.ts';
import { InvoiceRefund } from '../modules/payments/invoice-refund.entity.ts';
import { PaymentCustomer } from '../modules/payments/payment-customer.entity.ts';
import { TestProviderObject, TestProviderRequest } from '../modules/payments/test-mode/test-provider-object.entity.ts';
import { Plan } from '../modules/billing/plan.entity.ts';
import { Subscription } from '../modules/billing/subscription.entity.ts';
import { SubscriptionCharge } from '../modules/billing/subscription-charge.entity.ts';
import { DashboardRevision } from '../modules/dashboard/dashboard-revision.entity.ts';
import { DashboardSnapshot } from '../modules/dashboard/dashboard-snapshot.entity.ts';
import { CreditNote } from '../modules/credit-notes/credit-note.entity.ts';
import { CreditNoteLine } from '../modules/credit-notes/credit-note-line.entity.ts';
import { ClientCredit } from '../modules/credit-notes/client-credit.entity.ts';
import { JobRetainage } from '../modules/progress-billing/job-retainage.entity.ts';
import { PayApplication } from '../modules/progress-billing/pay-application.entity.ts';
import { PayApplicationLine } from '../modules/progress-billing/pay-application-line.entity.ts';
import { RetainageRelease } from '../modules/progress-billing/retainage-release.entity.ts';
import { PriceBookItem } from '../modules/price-book/price-book-item.entity.ts';

export const entities = [
  Account, User, Session, InstallLog, AccountSettings, Client, DocumentCounter, Invoice, InvoiceLine, Payment, ActivityEvent, Notification,
  DocumentSignature, Estimate, EstimateRevision, EstimateLine, ChangeOrder, ChangeOrderLine, Template, TemplateDefault, ExchangeRate, MailMessage, MailAttachment,
  PaymentReminderSettings, InvoiceReminder,
  ReferralCode, Referral, ReferralReward, FreeMonthBalance, PaymentFingerprint,
  ContactMessage, PasswordResetToken, Plan, Subscription, SubscriptionCharge,
  IdempotencyRecord, PaymentWebhookEvent, InvoiceRefund, PaymentCustomer, TestProviderObject, TestProviderRequest,
  AdminAuditEvent, ContactMessageHandling, ContactReply,
  DashboardRevision, DashboardSnapshot,
  CreditNote, CreditNoteLine, ClientCredit,
  JobRetainage, PayApplication, PayApplicationLine, RetainageRelease,
  PriceBookItem,
];
