export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MESSAGE = `Request timeout after ${REQUEST_TIMEOUT_MS}ms. Please check your connection and try again.`;

/**
 * fetch that gives up after REQUEST_TIMEOUT_MS with SPEC.md section 8's exact message. The request is
 * aborted too, so a hung connection does not linger; a cancel from the caller (React Query's signal)
 * still passes through with its own reason.
 */
export async function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const callerSignal = init.signal;
  const abortFromCaller = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(REQUEST_TIMEOUT_MESSAGE);
      controller.abort(error);
      reject(error);
    }, REQUEST_TIMEOUT_MS);
  });

  try {
    return await Promise.race([fetch(url, { ...init, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }
}
