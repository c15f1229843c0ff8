import { Alert, Button } from 'antd';
import { answerProblem } from './answer-problem.ts';

/** A refused answer in words; when the document changed meanwhile (409), a way to read what it is now. */
export function AnswerProblem({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (!error) return null;
  const { sentence, stale } = answerProblem(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={sentence}
      style={{ marginBottom: 16 }}
      action={
        stale ? (
          <Button size="small" onClick={onReload}>
            Show the latest
          </Button>
        ) : undefined
      }
    />
  );
}
