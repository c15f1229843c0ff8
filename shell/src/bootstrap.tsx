import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startFirstScreen } from './boot/first-screen.ts';
import { applyRootClasses } from './browser/apply-root-classes.ts';
import { showMountFailure } from './errors/mount-failure.ts';

const rootElement = document.getElementById('root');
if (rootElement === null) {
  console.error('The page has no #root element to mount the application in.');
} else {
  try {
    applyRootClasses();
    const root = createRoot(rootElement);
    const { queryClient, ready } = startFirstScreen(window.location);
    // A transition lets React render the first screen in slices, yielding to the browser between
    // them, instead of one long task; the static splash in index.html is on screen meanwhile.
    void ready.then(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <App queryClient={queryClient} />
          </StrictMode>,
        ),
      ),
    );
  } catch (error) {
    showMountFailure(error);
  }
}
