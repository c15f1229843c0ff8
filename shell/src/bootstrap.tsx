import { StrictMode } from 'react';
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
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    showMountFailure(error);
  }
}
