import { useState } from 'react';
import { Alert, Button, Col, Flex, Form, Row, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { BUILT_IN_TEMPLATES, type Template } from '@ledgerline/contracts';
import { PreviewPane } from '../preview/PreviewPane.tsx';
import { EmailControls } from './EmailControls.tsx';
import { LogoControl } from './LogoControl.tsx';
import { LookControls } from './LookControls.tsx';
import { settingsOf } from './settings-of.ts';
import { ShowControls } from './ShowControls.tsx';
import { TextControls } from './TextControls.tsx';
import { useSaveTemplateDraft } from './use-save-template-draft.ts';
import { useTemplateDraft } from './use-template-draft.ts';

/** The builder of one template (or of a new one, from Clean): controls first, the live preview beside them or, on a phone, below. */
export function TemplateBuilderForm({ template }: { template: Template | undefined }) {
  const [saved, setSaved] = useState(template);
  const draft = useTemplateDraft(template ? settingsOf(template) : { ...BUILT_IN_TEMPLATES.clean, name: 'New template' });
  const { submit, reload, conflict, saving } = useSaveTemplateDraft(saved, (fresh) => {
    setSaved(fresh);
    draft.load(settingsOf(fresh));
  });
  // A logo is saved at once; the other edits stay in the draft, now based on the version it answered.
  const onLogoSaved = (fresh: Template) => setSaved(fresh);

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {saved ? `Template ${saved.name}` : 'New template'}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<UndoOutlined />} disabled={!draft.canUndo} onClick={draft.undo}>
            Undo
          </Button>
          <Button onClick={draft.reset}>Reset to design</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void submit(draft.settings)}>
            Save
          </Button>
        </Flex>
      </Flex>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Someone else saved this template after you opened it."
          description="Reload it to see their changes; your unsaved edits will be dropped."
          action={<Button onClick={() => void reload()}>Reload template</Button>}
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Form layout="vertical" onFinish={() => void submit(draft.settings)}>
            <LookControls settings={draft.settings} change={draft.change} />
            <LogoControl template={saved} settings={draft.settings} change={draft.change} onSaved={onLogoSaved} />
            <ShowControls settings={draft.settings} change={draft.change} />
            <TextControls settings={draft.settings} change={draft.change} />
            <EmailControls settings={draft.settings} change={draft.change} />
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <div style={{ position: 'sticky', top: 16 }}>
            <PreviewPane settings={draft.settings} templateId={saved?.id ?? null} logoUrl={saved?.logoUrl ?? null} />
          </div>
        </Col>
      </Row>
    </div>
  );
}
