import { Migration20261121000000_initial } from './Migration20261121000000_initial.ts';
import { Migration20261121100000_invoicing } from './Migration20261121100000_invoicing.ts';
import { Migration20261121110000_invoice_count } from './Migration20261121110000_invoice_count.ts';
import { Migration20261121120000_client_search_key } from './Migration20261121120000_client_search_key.ts';
import { Migration20261121130000_notifications } from './Migration20261121130000_notifications.ts';
import { Migration20261122000000_document_core } from './Migration20261122000000_document_core.ts';
import { Migration20261122100000_estimates } from './Migration20261122100000_estimates.ts';
import { Migration20261122200000_change_orders } from './Migration20261122200000_change_orders.ts';
import { Migration20261124100000_templates } from './Migration20261124100000_templates.ts';
import { Migration20261124100000_exchange_rates } from './Migration20261124100000_exchange_rates.ts';
import { Migration20261124100000_public_link_expiry } from './Migration20261124100000_public_link_expiry.ts';
import { Migration20261124110000_deposit_sequence } from './Migration20261124110000_deposit_sequence.ts';
import { Migration20261124150500_paper_size } from './Migration20261124150500_paper_size.ts';
import { Migration20261124100000_mail } from './Migration20261124100000_mail.ts';
import { Migration20261124180000_payment_reminders } from './Migration20261124180000_payment_reminders.ts';
import { Migration20261124200000_referrals } from './Migration20261124200000_referrals.ts';
import { Migration20261124180000_contact_password_reset } from './Migration20261124180000_contact_password_reset.ts';
import { Migration20261124180000_payments } from './Migration20261124180000_payments.ts';
import { Migration20261124180100_online_payments } from './Migration20261124180100_online_payments.ts';
import { Migration20261124180000_billing } from './Migration20261124180000_billing.ts';
import { Migration20261124190000_admin } from './Migration20261124190000_admin.ts';
import { Migration20261124210000_admin_plan_change } from './Migration20261124210000_admin_plan_change.ts';
import { Migration20261124220000_subscription_link_origin } from './Migration20261124220000_subscription_link_origin.ts';
import { Migration20261124220000_search_indexes } from './Migration20261124220000_search_indexes.ts';
import { Migration20261124220000_dashboard } from './Migration20261124220000_dashboard.ts';
import { Migration20261124220000_idempotency_record } from './Migration20261124220000_idempotency_record.ts';
import { Migration20261125000000_dashboard_snapshots } from './Migration20261125000000_dashboard_snapshots.ts';
import { Migration20261126090000_contact_priority } from './Migration20261126090000_contact_priority.ts';
import { Migration20261128000000_links_from_app_url } from './Migration20261128000000_links_from_app_url.ts';
import { Migration20261129000000_signed_content } from './Migration20261129000000_signed_content.ts';
import { Migration20261128010000_invoice_refunds } from './Migration20261128010000_invoice_refunds.ts';
import { Migration20261129010000_header_text_on_one_line } from './Migration20261129010000_header_text_on_one_line.ts';
import { Migration20261129020000_mail_kept } from './Migration20261129020000_mail_kept.ts';
import { Migration20261130000000_credit_notes } from './Migration20261130000000_credit_notes.ts';
import { Migration20261130010000_change_order_revision } from './Migration20261130010000_change_order_revision.ts';

/**
 * Every migration, in order. Listed explicitly rather than found by a file glob, so discovery does not
 * depend on file extensions or a build step under Node's type stripping. Append new ones at the end.
 */
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121100000_invoicing', class: Migration20261121100000_invoicing },
  { name: 'Migration20261121110000_invoice_count', class: Migration20261121110000_invoice_count },
  { name: 'Migration20261121120000_client_search_key', class: Migration20261121120000_client_search_key },
  { name: 'Migration20261121130000_notifications', class: Migration20261121130000_notifications },
  { name: 'Migration20261122000000_document_core', class: Migration20261122000000_document_core },
  { name: 'Migration20261122100000_estimates', class: Migration20261122100000_estimates },
  { name: 'Migration20261122200000_change_orders', class: Migration20261122200000_change_orders },
  { name: 'Migration20261124100000_templates', class: Migration20261124100000_templates },
  { name: 'Migration20261124100000_exchange_rates', class: Migration20261124100000_exchange_rates },
  { name: 'Migration20261124100000_public_link_expiry', class: Migration20261124100000_public_link_expiry },
  { name: 'Migration20261124110000_deposit_sequence', class: Migration20261124110000_deposit_sequence },
  { name: 'Migration20261124150500_paper_size', class: Migration20261124150500_paper_size },
  { name: 'Migration20261124100000_mail', class: Migration20261124100000_mail },
  { name: 'Migration20261124180000_payment_reminders', class: Migration20261124180000_payment_reminders },
  { name: 'Migration20261124200000_referrals', class: Migration20261124200000_referrals },
  { name: 'Migration20261124180000_contact_password_reset', class: Migration20261124180000_contact_password_reset },
  { name: 'Migration20261124180000_payments', class: Migration20261124180000_payments },
  { name: 'Migration20261124180100_online_payments', class: Migration20261124180100_online_payments },
  { name: 'Migration20261124180000_billing', class: Migration20261124180000_billing },
  { name: 'Migration20261124190000_admin', class: Migration20261124190000_admin },
  { name: 'Migration20261124210000_admin_plan_change', class: Migration20261124210000_admin_plan_change },
  { name: 'Migration20261124220000_subscription_link_origin', class: Migration20261124220000_subscription_link_origin },
  { name: 'Migration20261124220000_search_indexes', class: Migration20261124220000_search_indexes },
  { name: 'Migration20261124220000_dashboard', class: Migration20261124220000_dashboard },
  { name: 'Migration20261124220000_idempotency_record', class: Migration20261124220000_idempotency_record },
  { name: 'Migration20261125000000_dashboard_snapshots', class: Migration20261125000000_dashboard_snapshots },
  { name: 'Migration20261126090000_contact_priority', class: Migration20261126090000_contact_priority },
  { name: 'Migration20261128000000_links_from_app_url', class: Migration20261128000000_links_from_app_url },
  { name: 'Migration20261129000000_signed_content', class: Migration20261129000000_signed_content },
  { name: 'Migration20261128010000_invoice_refunds', class: Migration20261128010000_invoice_refunds },
  { name: 'Migration20261129010000_header_text_on_one_line', class: Migration20261129010000_header_text_on_one_line },
  { name: 'Migration20261129020000_mail_kept', class: Migration20261129020000_mail_kept },
  { name: 'Migration20261130000000_credit_notes', class: Migration20261130000000_credit_notes },
  { name: 'Migration20261130010000_change_order_revision', class: Migration20261130010000_change_order_revision },
];
