import { useNavigate } from 'react-router-dom';
import { PlusOutlined } from '@ant-design/icons';
import { appPaths } from '@ledgerline/contracts';
import { Heading, PlainButton } from '@ledgerline/plain-ui';

/**
 * The invoices screen's heading and buttons. The first rows and the screen both draw this one, so
 * nothing moves when the screen takes the rows' place; plain elements in antd's look, because the
 * first rows are on the first screen, where antd would generate its styles before it is usable.
 */
export function InvoiceListHeader() {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
      <Heading level={2} size={30} style={{ margin: 0 }}>
        Invoices
      </Heading>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <PlainButton onClick={() => navigate(appPaths.creditNotes())}>Credit notes</PlainButton>
        <PlainButton variant="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newInvoice())}>
          New invoice
        </PlainButton>
      </div>
    </div>
  );
}
