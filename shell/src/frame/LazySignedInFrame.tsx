import { lazy } from 'react';

/** The frame is not needed on /auth or a signed-out public page, so it stays out of their first paint. */
export const LazySignedInFrame = lazy(() => import('./SignedInFrame.tsx').then((module) => ({ default: module.SignedInFrame })));
