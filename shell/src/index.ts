import { parseWithoutEval } from './browser/parse-without-eval.ts';
import { logGlobalErrors } from './errors/log-global-errors.ts';
import { showMountFailure } from './errors/mount-failure.ts';
import { registerServiceWorkerAfterLoad } from './pwa/updates/register-after-load.ts';

parseWithoutEval();
logGlobalErrors();
registerServiceWorkerAfterLoad();

// The bootstrap is imported dynamically so Module Federation can settle the shared singletons
// (React, antd, ...) before any code that uses them runs. If it cannot load, say so on the page.
import('./bootstrap.tsx').catch(showMountFailure);
