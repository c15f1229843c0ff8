import { Button, Card, Flex, Input, Typography } from 'antd';
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useShell } from '@ledgerline/shell-sdk';

const SHARE_TEXT = 'I use Ledgerline for estimates and invoices. Sign up with my link and we both get a free month.';

/** The account's referral link, to copy or to hand to the device's share sheet. */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const { toast } = useShell();
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied!');
    } catch {
      toast.error('The link could not be copied', link);
    }
  }

  function share() {
    // Closing the share sheet rejects; that is the person's choice, not an error to report.
    navigator.share({ title: 'Ledgerline', text: SHARE_TEXT, url: link }).catch(() => {});
  }

  return (
    <Card title="Your referral link">
      <Flex vertical gap="small">
        <Flex gap="small" wrap>
          <Input readOnly value={link} aria-label="Your referral link" style={{ flex: '1 1 260px', minWidth: 0 }} onFocus={(event) => event.target.select()} />
          <Flex gap="small">
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
              Copy
            </Button>
            {canShare && (
              <Button icon={<ShareAltOutlined />} onClick={share}>
                Share
              </Button>
            )}
          </Flex>
        </Flex>
        <Typography.Text type="secondary">
          Your code: <Typography.Text code>{code}</Typography.Text>
        </Typography.Text>
      </Flex>
    </Card>
  );
}
