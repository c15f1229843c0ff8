import { Typography } from 'antd';

/** A field's error under it, announced to screen readers; plain text, never markup. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text id={id} type="danger" role="alert" style={{ display: 'block', fontSize: 13 }}>
      {message}
    </Typography.Text>
  );
}
