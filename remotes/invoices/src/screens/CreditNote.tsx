import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Col, Descriptions, Flex, Result, Row } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { appPaths, formatDate } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { isNotFound } from '@ledgerline/forms';
import { useChangeCreditNoteLink, useCreditNote, useEmailCreditNote } from '@ledgerline/api-client';
import { ActivityList, DocumentHeader, SendButton, SendDocumentDialog, ShareLinkModal, TotalsPanel } from '@ledgerline/document-editor';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { CreditNoteLines } from '../features/invoices/credit-notes/CreditNoteLines.tsx';
import { CreditSettlement } from '../features/invoices/credit-notes/CreditSettlement.tsx';

/** /credit-notes/:id: a credit note as issued (never edited), to send, share and download. */
export default function CreditNote() {
  const { id = '' } = useParams<{ id: string }>();
  const creditNote = useCreditNote(id);
  const email = useEmailCreditNote();
  const link = useChangeCreditNoteLink();
  const [emailing, setEmailing] = useState(false);
  const [sharing, setSharing] = useState(false);

  if (creditNote.error) {
    return isNotFound(creditNote.error) ? (
      <Result status="404" title="Credit note not found" subTitle="It may belong to another account, or the address is mistyped." extra={<Link to={appPaths.creditNotes()}>All credit notes</Link>} />
    ) : (
      <Result status="warning" title="The credit note could not be loaded" extra={<Button onClick={() => void creditNote.refetch()}>Try again</Button>} />
    );
  }
  const note = creditNote.data;
  if (!note) return <FullPageSpinner />;
  return (
    <Flex vertical gap={16}>
      <DocumentHeader kind="credit_note" document={note} status={<DocumentStatusTag kind="credit_note" status={note.status} />} />
      <Flex gap={8} wrap>
        <SendButton again={note.status === 'sent'} disabled={email.isPending} onClick={() => setEmailing(true)} />
        {note.publicUrl && (
          <Button icon={<LinkOutlined />} onClick={() => setSharing(true)}>
            Share link
          </Button>
        )}
        <DownloadPdfButton download={(notify) => downloadDocumentPdf({ kind: 'credit_note', number: note.number, id: note.id }, notify)} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card size="small" title="Details">
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                size="small"
                items={[
                  { key: 'client', label: 'Client', children: <Link to={appPaths.client(note.client.id)}>{note.client.name}</Link> },
                  { key: 'invoice', label: 'Credits invoice', children: <Link to={appPaths.invoice(note.invoice.id)}>{`${note.invoice.number} of ${formatDate(note.invoice.issueDate)}`}</Link> },
                  { key: 'date', label: 'Issue date', children: formatDate(note.issueDate) },
                  { key: 'currency', label: 'Currency', children: note.currency },
                  { key: 'reason', label: 'Reason', span: 'filled', children: note.reason },
                ]}
              />
            </Card>
            <Card size="small" title="Lines taken back">
              <CreditNoteLines creditNote={note} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card size="small" title="Totals">
              <TotalsPanel totals={{ ...note.totals, lines: [] }} totalsError={null} incomplete={false} currency={note.currency} taxMode={note.taxMode} />
            </Card>
            <Card size="small" title="Where the credit went">
              <CreditSettlement creditNote={note} />
            </Card>
            <Card size="small" title="Activity">
              <ActivityList activity={note.activity} />
            </Card>
          </Flex>
        </Col>
      </Row>
      <SendDocumentDialog kind="credit_note" documentId={note.id} number={note.number} open={emailing} onClose={() => setEmailing(false)} email={email} />
      <ShareLinkModal open={sharing} onClose={() => setSharing(false)} kind="credit_note" document={note} changeLink={link.mutateAsync} />
    </Flex>
  );
}
