import { Suspense, type ReactNode } from 'react';
import { ScreenUsableSignal } from '../preload/ScreenUsableSignal.tsx';

/** A shell page loaded on demand, with the placeholder that fits it meanwhile. */
export function LazyPage({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      {children}
      <ScreenUsableSignal />
    </Suspense>
  );
}
