import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useCreateTemplate, useDeleteTemplate, useMakeTemplateDefault, useTemplates } from '@ledgerline/api-client';
import { appPaths, DOCUMENT_KIND_REGISTRY, type DocumentKind, type Template } from '@ledgerline/contracts';
import { problemErrors, TableSkeleton, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { TemplateListItems } from '../features/templates/list/TemplateListItems.tsx';

/** /templates: the account's templates, which is the default for which kind, and new ones from the built-in designs. */
export default function TemplateList() {
  const navigate = useNavigate();
  const { toast } = useShell();
  const confirm = useConfirm();
  const templates = useTemplates();
  const create = useCreateTemplate();
  const makeDefault = useMakeTemplateDefault();
  const remove = useDeleteTemplate();
  const failed = (title: string) => (error: unknown) => toast.error(title, problemErrors(error).message);

  async function onDelete(template: Template) {
    const sure = await confirm({
      title: `Delete the template ${template.name}?`,
      description: 'Documents that use it will use the default template of their kind instead.',
      confirmText: 'Delete',
      destructive: true,
    });
    if (sure) remove.mutate(template.id, { onSuccess: () => toast.success('Template deleted'), onError: failed('The template was not deleted') });
  }

  const onMakeDefault = (template: Template, kind: DocumentKind) =>
    makeDefault.mutate(
      { id: template.id, kind },
      { onSuccess: () => toast.success(`${template.name} is now the default for ${DOCUMENT_KIND_REGISTRY[kind].plural}`), onError: failed('The default was not changed') },
    );

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Invoice templates
        </Typography.Title>
        <Flex gap={8} wrap>
          {(templates.data?.designs ?? []).map(({ design, settings }) => (
            <Button
              key={design}
              icon={<PlusOutlined />}
              loading={create.isPending && create.variables === design}
              onClick={() =>
                create.mutate(design, { onSuccess: (template) => navigate(appPaths.templateBuilder(template.id)), onError: failed('The template was not created') })
              }
            >
              New from {settings.name}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">
        How invoices, estimates and change orders look on the client&apos;s page, in the email and in the PDF. A document without a template of
        its own uses the default of its kind, or the Clean design.
      </Typography.Paragraph>
      {templates.isError && (
        <Alert
          type="error"
          showIcon
          title="The templates could not be loaded."
          description={problemErrors(templates.error).message}
          action={<Button onClick={() => void templates.refetch()}>Try again</Button>}
        />
      )}
      {templates.isPending ? (
        <TableSkeleton />
      ) : templates.data && templates.data.items.length === 0 ? (
        <Empty description="No templates yet. Start one from the Clean, Classic or Bold design." />
      ) : (
        <TemplateListItems templates={templates.data?.items ?? []} onMakeDefault={onMakeDefault} onDelete={(template) => void onDelete(template)} />
      )}
    </div>
  );
}
