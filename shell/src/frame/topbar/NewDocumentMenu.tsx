import { DownOutlined, FileDoneOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { PlainButton } from '@ledgerline/plain-ui';
import { DeferredDropdown } from '../DeferredDropdown.tsx';

const NEW_DOCUMENTS = [
  { key: appPaths.newInvoice(), label: 'New Invoice', icon: <FileTextOutlined /> },
  { key: appPaths.newEstimate(), label: 'New Estimate', icon: <FileDoneOutlined /> },
];

export function NewDocumentMenu({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  return (
    <DeferredDropdown menu={{ items: NEW_DOCUMENTS, onClick: ({ key }) => void navigate(key) }}>
      <PlainButton variant="primary" icon={<PlusOutlined />} aria-label={compact ? 'New Document' : undefined}>
        {compact ? null : 'New Document'}
        <DownOutlined />
      </PlainButton>
    </DeferredDropdown>
  );
}
