import { useState } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, formatDate, localToday, publicLinkExpired, type DocumentKind } from '@ledgerline/contracts';
import { usePublicLinkCommands, type ChangeLink } from './use-public-link-commands.ts';

export interface ExpiringLinkDocument {
  id: string;
  number: string;
  publicUrl: string | null;
  publicLinkExpiresOn: string | null;
}

interface PublicLinkExpiryProps {
  kind: DocumentKind;
  document: ExpiringLinkDocument;
  changeLink: ChangeLink;
}

/**
 * Until when the document's public link opens, and the owner's control over it: set a last day or
 * remove it. An expired link is said to be one, since the client now only sees that it does not work.
 */
export function PublicLinkExpiry({ kind, document, changeLink }: PublicLinkExpiryProps) {
  const commands = usePublicLinkCommands(kind, changeLink);
  const [lastDay, setLastDay] = useState(document.publicLinkExpiresOn ?? '');
  const [busy, setBusy] = useState(false);
  if (!document.publicUrl) return null;
  const expiresOn = document.publicLinkExpiresOn;
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();

  async function change(next: string | null) {
    setBusy(true);
    await commands.expire(document, next);
    setBusy(false);
  }

  return (
    <Flex vertical gap={8}>
      {expiresOn && publicLinkExpired(expiresOn, localToday()) ? (
        <Alert
          type="warning"
          showIcon
          title={`The public link expired after ${formatDate(expiresOn)}.`}
          description={`Your client can no longer open the ${noun} through it. Set a later last day, or remove the expiry, to open it again.`}
        />
      ) : (
        <Typography.Text>{expiresOn ? `The public link works through ${formatDate(expiresOn)}.` : 'The public link does not expire.'}</Typography.Text>
      )}
      <Flex gap={8} wrap align="center">
        <Input type="date" aria-label="Last day of the public link" style={{ width: 180 }} value={lastDay} onChange={(event) => setLastDay(event.target.value)} />
        <Button loading={busy} disabled={!lastDay || lastDay === expiresOn} onClick={() => void change(lastDay)}>
          Set last day
        </Button>
        {expiresOn && (
          <Button
            disabled={busy}
            onClick={() => {
              setLastDay('');
              void change(null);
            }}
          >
            Remove expiry
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
