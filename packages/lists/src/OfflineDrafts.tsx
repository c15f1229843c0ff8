import { Alert, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { outboxDocumentName, useOutbox, type OutboxEntry } from '@ledgerline/shell-sdk';

/** The documents of a kind drafted on this device that the server has not got yet, each once. */
function draftsOf(entries: readonly OutboxEntry[], kind: DocumentKind): OutboxEntry[] {
  const byDocument = new Map<string, OutboxEntry>();
  for (const entry of entries) if (entry.kind === kind && entry.local && !byDocument.has(entry.documentKey)) byDocument.set(entry.documentKey, entry);
  return [...byDocument.values()];
}

/**
 * Above a list: the drafts made offline that wait to sync. The list comes from the server, which
 * has not got them yet, so without this they would seem lost until the network is back.
 */
export function OfflineDrafts({ kind }: { kind: DocumentKind }) {
  const drafts = draftsOf(useOutbox(), kind);
  if (drafts.length === 0) return null;
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={drafts.length === 1 ? `1 new ${noun} saved on this device waits to sync` : `${drafts.length} new ${noun}s saved on this device wait to sync`}
      description={
        <Flex component="ul" wrap gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {drafts.map((draft) => (
            <li key={draft.documentKey}>
              <Link to={appPaths.document(kind, draft.documentKey)}>{outboxDocumentName(draft)}</Link>
            </li>
          ))}
        </Flex>
      }
    />
  );
}
