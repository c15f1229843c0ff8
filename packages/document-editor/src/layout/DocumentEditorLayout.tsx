import type { ReactNode } from 'react';
import { Card, Col, ConfigProvider, Flex, Row } from 'antd';
import type { ActivityEvent } from '@ledgerline/contracts';
import { ActivityList } from '../activity/ActivityList.tsx';
import { DocumentHeader } from '../header/DocumentHeader.tsx';
import type { EditedDocumentKind } from '../outbox/save-requests.ts';
import { StaleVersionAlert } from '../save/StaleVersionAlert.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes/UnsavedChangesGuard.tsx';

interface DocumentEditorLayoutProps {
  kind: EditedDocumentKind;
  /** The saved document, or undefined while it is new. */
  document: { id: string; number: string; sentAt: string | null; viewedAt: string | null; activity: ActivityEvent[] } | undefined;
  /** The kind's status tag, beside the title. */
  status: ReactNode;
  isDirty(): boolean;
  /** Someone else saved first (useDocumentSave): the sentence, with a reload. */
  conflict: string | null;
  onReload(): void;
  /** The kind's toolbar. */
  actions: ReactNode;
  /** What the kind says of where the document stands, under its toolbar. */
  notices?: ReactNode;
  /** A locked document: every field and line button of the main column is disabled. */
  readOnly: boolean;
  /** The cards the document is written in (details, lines, notes and the kind's own). */
  main: ReactNode;
  /** The cards beside them (totals, rate, template and the kind's own); the activity comes last. */
  side: ReactNode;
  /** The kind's dialogs. */
  children?: ReactNode;
}

/**
 * The one editor of every kind: title and status, the unsaved-changes guard, the stale-version
 * notice, the toolbar, and the two columns, which a kind fills with its own cards.
 */
export function DocumentEditorLayout({ kind, document, status, isDirty, conflict, onReload, actions, notices, readOnly, main, side, children }: DocumentEditorLayoutProps) {
  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard kind={kind} isDirty={isDirty} />
      <DocumentHeader kind={kind} document={document} status={document && status} />
      {conflict && <StaleVersionAlert kind={kind} message={conflict} onReload={onReload} />}
      {actions}
      {notices}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ConfigProvider componentDisabled={readOnly}>
            <Flex vertical gap={16}>{main}</Flex>
          </ConfigProvider>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {side}
            {document && (
              <Card size="small" title="Activity">
                <ActivityList activity={document.activity} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
      {children}
    </Flex>
  );
}
