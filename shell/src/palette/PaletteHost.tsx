import { lazy, Suspense, useMemo, useState } from 'react';
import { useShell } from '@ledgerline/shell-sdk';
import { LoadFailureBoundary } from '../errors/LoadFailureBoundary.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (path: string) => void;
}

/** Renders nothing, and loads nothing, until the palette is first opened; then keeps it mounted. */
export function PaletteHost(props: Props) {
  const { toast } = useShell();
  const [used, setUsed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failed load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for the new one
  const CommandPalette = useMemo(() => lazy(() => import('./CommandPalette.tsx')), [attempt]);

  if (props.open && !used) setUsed(true);
  if (props.open && failed) {
    setFailed(false);
    setAttempt((n) => n + 1);
  }
  if (!used || failed) return null;
  return (
    <LoadFailureBoundary
      name="The command palette"
      key={attempt}
      onFailed={() => {
        setFailed(true);
        props.onOpenChange(false);
        toast.error('The command palette could not be loaded', 'Check your connection, then try again.');
      }}
    >
      <Suspense fallback={null}>
        <CommandPalette {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
