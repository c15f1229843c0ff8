import { useRouteError } from 'react-router-dom';

/**
 * A data router catches a screen's render error and would show its own error page. Thrown on, the
 * error reaches AppErrorBoundary, which shows the crash screen of SPEC.md section 2 as before;
 * failures of a remote's screens never get here, their RemoteErrorBoundary catches them first.
 */
export function RethrowRouteError(): never {
  throw useRouteError();
}
