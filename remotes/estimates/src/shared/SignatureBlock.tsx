import { Descriptions, Typography } from 'antd';
import { formatDateTime, type SignatureSummary } from '@ledgerline/contracts';

/**
 * The evidence of a signature as it was recorded: who signed, how, when and from where, and the hash
 * of exactly what was signed, which a later change to the document can never alter.
 */
export function SignatureBlock({ signature }: { signature: SignatureSummary }) {
  const items = [
    { key: 'name', label: 'Signed by', children: signature.name },
    {
      key: 'method',
      label: 'Signature',
      children:
        signature.method === 'drawn' && signature.image ? (
          <>
            <div>Drawn</div>
            <img src={signature.image} alt={`Signature of ${signature.name}`} style={{ maxWidth: '100%', maxHeight: 80, background: '#fff' }} />
          </>
        ) : (
          'Typed name'
        ),
    },
    { key: 'time', label: 'Signed at', children: formatDateTime(signature.signedAt) },
    { key: 'ip', label: 'IP address', children: signature.ip },
    { key: 'agent', label: 'Browser', children: <Typography.Text style={{ fontSize: 12, wordBreak: 'break-word' }}>{signature.userAgent}</Typography.Text> },
    { key: 'revision', label: 'Revision', children: signature.revision },
    {
      key: 'hash',
      label: 'SHA-256 of what was signed',
      children: (
        <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>
          {signature.contentHash}
        </Typography.Text>
      ),
    },
    { key: 'consent', label: 'Consent', children: <Typography.Text style={{ fontSize: 12 }}>{signature.consentText}</Typography.Text> },
  ];
  return (
    <section aria-label="Signature">
      <Descriptions column={1} size="small" bordered items={items} />
    </section>
  );
}
