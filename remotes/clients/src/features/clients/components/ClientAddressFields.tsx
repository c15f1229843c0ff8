import { Typography } from 'antd';
import { AddressFields } from '@ledgerline/forms';

/** One address of a client, as a labelled group so "City" can be told apart in billing and site. */
export function ClientAddressFields({ name, legend }: { name: 'billingAddress' | 'siteAddress'; legend: string }) {
  const headingId = `${name}-legend`;
  return (
    <section role="group" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {legend}
      </Typography.Title>
      <AddressFields name={name} />
    </section>
  );
}
