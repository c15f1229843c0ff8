import { Alert, Button, Typography } from 'antd';
import { formatDateTime, formatMoney, type PayApplicationBody } from '@ledgerline/contracts';
import { useShell } from '@ledgerline/shell-sdk';

/** Where the client's certification of the application stands: awaited (with its link to share) or signed, for how much of what was asked. */
export function CertificationNotice({ application, currency }: { application: PayApplicationBody; currency: string }) {
  const { toast } = useShell();
  const money = (minor: number) => formatMoney(minor, currency);
  const { certification, publicUrl } = application;
  if (certification) {
    const less = certification.certifiedPaymentDue !== certification.requestedPaymentDue;
    return (
      <Alert
        type={less ? 'warning' : 'success'}
        showIcon
        title={`Pay application ${application.sequence} certified by ${certification.name} on ${formatDateTime(certification.signedAt)}`}
        description={
          less
            ? `Certified ${money(certification.certifiedPaymentDue)} of the ${money(certification.requestedPaymentDue)} asked. The work left out is billed on a later application.`
            : `Certified as asked: ${money(certification.certifiedPaymentDue)}.`
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={`Pay application ${application.sequence} is waiting for the client to certify it`}
      description={
        publicUrl && (
          <Typography.Text>
            Its link went to the client’s email address on file; copy it to share it another way.{' '}
            <Button
              size="small"
              onClick={() =>
                void navigator.clipboard.writeText(publicUrl).then(
                  () => toast.success('Link copied'),
                  () => toast.error('The link could not be copied', publicUrl),
                )
              }
            >
              Copy the link
            </Button>
          </Typography.Text>
        )
      }
    />
  );
}
