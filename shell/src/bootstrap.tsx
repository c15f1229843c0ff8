import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { applyRootClasses } from './browser/apply-root-classes.ts';
import { showMountFailure } from './errors/mount-failure.ts';

const rootElement = document.getElementById('root');
if (rootElement === null) {
  console.error('The page has no #root element to mount the application in.');
} else {
  try {
    applyRootClasses();
    const root = createRoot(rootElement);
    // A transition lets React render the first screen in slices, yielding to the browser between
    // them, instead of one long task; the static splash in index.html is on screen meanwhile.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  } catch (error) {
    showMountFailure(error);
  }
}
