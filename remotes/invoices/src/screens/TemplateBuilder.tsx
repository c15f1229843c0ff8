import { Alert, Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useTemplate } from '@ledgerline/api-client';
import { appPaths } from '@ledgerline/contracts';
import { FormSkeleton, problemErrors } from '@ledgerline/shell-sdk';
import { isNotFound } from '@ledgerline/forms';
import { TemplateBuilderForm } from '../features/templates/builder/TemplateBuilderForm.tsx';

/** /templates/builder (a new template) and /templates/builder/{id}. */
export default function TemplateBuilder() {
  const { id } = useParams();
  const navigate = useNavigate();
  const template = useTemplate(id);

  if (id !== undefined && template.isPending) return <FormSkeleton />;
  if (id !== undefined && template.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={isNotFound(template.error) ? 'This template does not exist.' : 'The template could not be loaded.'}
        description={isNotFound(template.error) ? undefined : problemErrors(template.error).message}
        action={<Button onClick={() => navigate(appPaths.templates())}>All templates</Button>}
      />
    );
  }
  // A new key per template: going from one to another (or from new to saved) starts a fresh draft.
  return <TemplateBuilderForm key={template.data?.id ?? 'new'} template={template.data} />;
}
