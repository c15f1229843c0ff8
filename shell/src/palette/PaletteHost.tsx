import { lazy, Suspense, useState } from 'react';
import { useShell } from '@ledgerline/shell-sdk';
import { PaletteLoadBoundary } from './PaletteLoadBoundary.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (path: string) => void;
}

/**
 * The palette, loaded once per mount: React.lazy remembers a failed load forever, so trying again
 * mounts a new one (PaletteHost's boundary takes a new key for each attempt).
 */
function LoadedPalette(props: Props) {
  const [CommandPalette] = useState(() => lazy(() => import('./CommandPalette.tsx')));
  return <CommandPalette {...props} />;
}

/** Renders nothing, and loads nothing, until the palette is first opened; then keeps it mounted. */
export function PaletteHost(props: Props) {
  const { toast } = useShell();
  const [used, setUsed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  if (props.open && !used) setUsed(true);
  if (props.open && failed) {
    setFailed(false);
    setAttempt((n) => n + 1);
  }
  if (!used || failed) return null;
  return (
    <PaletteLoadBoundary
      key={attempt}
      onFailed={() => {
        setFailed(true);
        props.onOpenChange(false);
        toast.error('The command palette could not be loaded', 'Check your connection, then try again.');
      }}
    >
      <Suspense fallback={null}>
        <LoadedPalette {...props} />
      </Suspense>
    </PaletteLoadBoundary>
  );
}
