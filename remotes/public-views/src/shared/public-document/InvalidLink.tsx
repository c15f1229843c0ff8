import { Result } from 'antd';

/**
 * Unknown, draft and revoked links all answer the same 404, so a visitor cannot tell them apart
 * either; the page says what can be done without guessing which it was.
 */
export function InvalidLink({ document }: { document: 'invoice' | 'estimate' | 'change order' | 'credit note' | 'pay application' }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="warning"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{`This ${document} link is not valid`}</h1>}
        subTitle="The link may be mistyped, or the sender may have withdrawn it. Ask the sender for a new link."
      />
    </main>
  );
}
