import { useState } from 'react';
import { Alert, Button, Flex, Space } from 'antd';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { documentOutbox, isStaleWrite, useShell, type OutboxEntry, problemErrors } from '@ledgerline/shell-sdk';

interface OutboxWriteAlertProps {
  kind: DocumentKind;
  /** The document's first refused write: it holds back the later ones. */
  entry: OutboxEntry;
  /** After a discard: the editor shows what the server has (or leaves a draft the server never got). */
  onDiscarded(): void;
}

/**
 * A save made on this device that the server refused when it synced: its reason, and the user's
 * choice. Reapplying sends it again (on the server's latest version when someone saved in between);
 * discarding drops it and the later saves of this document made on top of it.
 */
export function OutboxWriteAlert({ kind, entry, onDiscarded }: OutboxWriteAlertProps) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();
  const stale = isStaleWrite(entry);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error('That did not work', problemErrors(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert
      type="error"
      showIcon
      title={`Your changes to this ${noun}, saved on this device, could not be synced.`}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>{`${entry.problem?.message ?? ''} Your changes are kept here until you reapply or discard them.`}</span>
          {/* Under the text, not beside it: beside, a phone's width leaves the sentence one letter wide. */}
          <Space wrap>
            <Button loading={busy} onClick={() => void act(() => documentOutbox.reapply(entry.key))}>
              {stale ? 'Reapply on the latest version' : 'Try again'}
            </Button>
            <Button
              danger
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await documentOutbox.discard(entry.key);
                  onDiscarded();
                })
              }
            >
              Discard my changes
            </Button>
          </Space>
        </Flex>
      }
    />
  );
}
