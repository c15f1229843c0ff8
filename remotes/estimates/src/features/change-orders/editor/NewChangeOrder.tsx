import { Alert, Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths, idSchema, type AccountSettings } from '@ledgerline/contracts';
import { useEstimate } from '@ledgerline/api-client';
import { FormSkeleton, problemErrors } from '@ledgerline/shell-sdk';
import { isJob } from '../../../shared/job-statuses.ts';
import { parentOfEstimate } from './change-order-parent.ts';
import { ChangeOrderEditorForm } from './ChangeOrderEditorForm.tsx';
import { EstimateChooser } from './EstimateChooser.tsx';

interface NewChangeOrderProps {
  /** The estimate from the address (?estimateId=), if any. */
  estimateId: string | null;
  settings: AccountSettings;
  onCreated(id: string): void;
}

/** A new change order for the accepted estimate in the address, or the question which estimate it changes. */
export function NewChangeOrder({ estimateId, settings, onCreated }: NewChangeOrderProps) {
  const navigate = useNavigate();
  const valid = estimateId !== null && idSchema.safeParse(estimateId).success;
  const estimate = useEstimate(valid ? estimateId : undefined);
  if (!valid) return <EstimateChooser />;
  if (estimate.isError) {
    const problem = problemErrors(estimate.error);
    if (problem.status === 404) return <EstimateChooser />;
    return <Alert type="error" showIcon title="The estimate could not be loaded." description={problem.message} action={<Button onClick={() => void estimate.refetch()}>Try again</Button>} />;
  }
  if (!estimate.data) return <FormSkeleton />;
  if (!isJob(estimate.data.status)) {
    return (
      <Result
        status="info"
        title={`Estimate ${estimate.data.number} is not accepted yet`}
        subTitle="A change order changes the work of an accepted estimate. Once the client accepts it, change orders can be added."
        extra={<Button onClick={() => navigate(appPaths.estimate(estimate.data.id))}>Open the estimate</Button>}
      />
    );
  }
  return <ChangeOrderEditorForm changeOrder={undefined} parent={parentOfEstimate(estimate.data)} settings={settings} onCreated={onCreated} />;
}
