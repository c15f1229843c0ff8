import { Flex, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormSkeleton } from '@ledgerline/shell-sdk';
import { useAccountSettings } from '@ledgerline/api-client';
import { subscriptionStatusQueryOptions } from '../frame/api/app-info-queries.ts';
import { BrowserNotificationsCard } from '../settings/components/BrowserNotificationsCard.tsx';
import { SettingsForm } from '../settings/components/SettingsForm.tsx';
import { PlanCard } from '../settings/plan/PlanCard.tsx';
import { SentMailCard } from '../settings/mail/SentMailCard.tsx';
import { PaymentRemindersCard } from '../settings/reminders/PaymentRemindersCard.tsx';

/**
 * /settings: the account's plan (on a gateway that sells plans), business details and invoicing
 * defaults, the payment reminders, and the sent mail; the price book is a page of its own.
 */
export default function SettingsPage() {
  const settings = useAccountSettings();
  const { data: status } = useQuery(subscriptionStatusQueryOptions);
  if (settings.error) return <Result status="error" title="The settings could not be loaded" subTitle={settings.error.message} />;
  if (!settings.data) return <FormSkeleton />;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Settings
        </Typography.Title>
        <Link to={appPaths.priceBook()}>Price book</Link>
      </Flex>
      {status?.plansEnabled && <PlanCard />}
      <SettingsForm settings={settings.data} />
      <PaymentRemindersCard currency={settings.data.currency} />
      <BrowserNotificationsCard />
      <SentMailCard />
    </Flex>
  );
}
