import { Space, Tag } from 'antd';
import type { DocumentKind, SearchResult } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { isDocument, resultKindLabel, resultStatusLabel } from './result-labels.ts';

/** A search result's kind and status, as tags beside its title: in the top bar's list and the palette alike. */
export function ResultTags({ result }: { result: SearchResult }) {
  return (
    <Space size={4} wrap>
      <Tag>{resultKindLabel(result)}</Tag>
      {isDocument(result.type) ? (
        <DocumentStatusTag kind={result.type as DocumentKind} status={result.status as never} overdue={result.overdue} />
      ) : (
        (result.status === 'archived' || result.status === 'completed') && <Tag>{resultStatusLabel(result)}</Tag>
      )}
    </Space>
  );
}
