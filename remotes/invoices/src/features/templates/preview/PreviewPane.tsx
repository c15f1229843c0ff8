import { useState } from 'react';
import { Alert, Empty, Flex, Select, Skeleton } from 'antd';
import type { TemplateSettings } from '@ledgerline/contracts';
import { useTemplatePreviewDocument } from '@ledgerline/api-client';
import { problemErrors } from '@ledgerline/shell-sdk';
import { PdfPreviewButton } from './PdfPreviewButton.tsx';
import { parsePick, pickValue, type PreviewPick } from './preview-document.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { usePreviewChoices } from './use-preview-choices.ts';

/** The live preview: which of the account's documents to show, the template on it, and its PDF. */
export function PreviewPane({ settings, templateId, logoUrl }: { settings: TemplateSettings; templateId: string | null; logoUrl: string | null }) {
  const choices = usePreviewChoices();
  const [picked, setPicked] = useState<PreviewPick | null>(null);
  const first = choices.groups[0]?.options[0]?.value;
  const pick = picked ?? (first ? parsePick(first) : null);
  const viewed = useTemplatePreviewDocument(pick);

  if (!choices.loading && choices.groups.length === 0) {
    return <Empty description="Create an invoice, estimate or change order to preview the template on it." />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="Preview document"
          style={{ flex: '1 1 220px', minWidth: 0 }}
          loading={choices.loading}
          value={pick ? pickValue(pick) : undefined}
          options={choices.groups}
          onChange={(value: string) => setPicked(parsePick(value))}
        />
        <PdfPreviewButton pick={viewed.data ? pick : null} settings={settings} templateId={templateId} />
      </Flex>
      {viewed.isError && <Alert type="error" showIcon title="This document could not be loaded." description={problemErrors(viewed.error).message} />}
      {viewed.data ? <TemplatePreview settings={settings} document={viewed.data} logoUrl={logoUrl} /> : !viewed.isError && <Skeleton active />}
    </Flex>
  );
}
