import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { documentOutbox, isStaleWrite, outboxDocumentName, type OutboxEntry } from '@ledgerline/shell-sdk';
import { useOnlineStatus } from '@ledgerline/shell-ui';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';

const SECONDARY = { color: SECONDARY_TEXT_COLOR };

interface Props {
  entries: readonly OutboxEntry[];
  onOpen: () => void;
}

function stateOf(entry: OutboxEntry, entries: readonly OutboxEntry[], online: boolean): string {
  if (entry.status === 'rejected') return `Not synced: ${entry.problem?.message ?? ''}`;
  const held = entries.some((earlier) => earlier.documentKey === entry.documentKey && earlier.seq < entry.seq && earlier.status === 'rejected');
  if (held) return 'Waits until the refused change before it is reapplied or discarded';
  return online ? 'Syncing' : 'Waits to sync when you are back online';
}

/** The saves waiting on this device, oldest first; a refused one can be reapplied or discarded here too. */
export function OutboxPanel({ entries, onOpen }: Props) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  if (entries.length === 0) return <span style={SECONDARY}>Everything is synced.</span>;
  return (
    <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0, width: 'min(320px, calc(100vw - 32px))', maxHeight: 360, overflowY: 'auto' }}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Flex vertical gap={4}>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', justifyContent: 'flex-start' }}
              onClick={() => {
                onOpen();
                void navigate(appPaths.document(entry.kind, entry.documentKey));
              }}
            >
              {outboxDocumentName(entry)}
            </Button>
            <span style={SECONDARY}>{stateOf(entry, entries, online)}</span>
            {entry.status === 'rejected' && (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => void documentOutbox.reapply(entry.key)}>
                  {isStaleWrite(entry) ? 'Reapply on the latest version' : 'Try again'}
                </Button>
                <Button size="small" danger onClick={() => void documentOutbox.discard(entry.key)}>
                  Discard
                </Button>
              </Flex>
            )}
          </Flex>
        </li>
      ))}
    </Flex>
  );
}
