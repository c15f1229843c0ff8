import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { SigningWords } from './signing-words.ts';

/** The client's two answers, with what they answer to (the total) in view; it stays at hand on a phone. */
export function DecisionBar({ words, summary, onAccept, onDecline }: { words: SigningWords; summary: ReactNode; onAccept: () => void; onDecline: () => void }) {
  return (
    <div className="decision" role="group" aria-label={`Your answer to this ${words.noun}`}>
      <div className="summary">{summary}</div>
      <Button size="large" onClick={onDecline}>
        Decline
      </Button>
      <Button size="large" type="primary" onClick={onAccept}>
        {words.verb}
      </Button>
    </div>
  );
}
