import { Suspense, type ReactNode } from 'react';

/** A shell page loaded on demand, with the placeholder that fits it meanwhile. */
export function LazyPage({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
