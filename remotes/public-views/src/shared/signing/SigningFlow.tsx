import { useState, type ReactNode } from 'react';
import { useAcceptPublicDocument } from './api/accept-public-document.ts';
import { useDeclinePublicDocument } from './api/decline-public-document.ts';
import type { SignableKind } from '../public-document/public-api.ts';
import { AnswerProblem } from './AnswerProblem.tsx';
import { DecisionBar } from './DecisionBar.tsx';
import { DeclineForm } from './DeclineForm.tsx';
import { SigningPanel } from './SigningPanel.tsx';
import type { SigningWords } from './signing-words.ts';

interface SigningFlowProps {
  kind: SignableKind;
  token: string;
  words: SigningWords;
  revision: number;
  /** The optional lines the client ticked, sent with the signature. */
  optionalLineIds: readonly string[];
  /** What the client answers to, beside the buttons: the total, say. */
  summary: ReactNode;
  /** Rereads the document (after a 409: someone answered first, or a newer revision was sent). */
  onReload: () => void;
  /** The server recorded the client's answer (signed or declined), and the page is about to show it. */
  onAnswered: () => void;
}

/**
 * The client's answer to a sent estimate or change order: Accept (Approve) opens the signing panel,
 * Decline asks for a reason. Once the server has recorded either, the page shows the document it
 * answers with, in its new status, instead of this.
 */
export function SigningFlow({ kind, token, words, revision, optionalLineIds, summary, onReload, onAnswered }: SigningFlowProps) {
  const [step, setStep] = useState<'deciding' | 'signing' | 'declining'>('deciding');
  const accept = useAcceptPublicDocument(kind, token, onAnswered);
  const decline = useDeclinePublicDocument(kind, token, onAnswered);

  function goTo(next: typeof step) {
    accept.reset();
    decline.reset();
    setStep(next);
  }

  function reload() {
    goTo('deciding');
    onReload();
  }

  if (step === 'signing') {
    return (
      <SigningPanel
        words={words}
        revision={revision}
        optionalLineIds={optionalLineIds}
        pending={accept.isPending}
        problem={<AnswerProblem error={accept.error} onReload={reload} />}
        onSign={(acceptance) => accept.mutate(acceptance)}
        onCancel={() => goTo('deciding')}
      />
    );
  }
  if (step === 'declining') {
    return (
      <DeclineForm
        words={words}
        pending={decline.isPending}
        problem={<AnswerProblem error={decline.error} onReload={reload} />}
        onDecline={(reason) => decline.mutate(reason)}
        onCancel={() => goTo('deciding')}
      />
    );
  }
  return <DecisionBar words={words} summary={summary} onAccept={() => goTo('signing')} onDecline={() => goTo('declining')} />;
}
