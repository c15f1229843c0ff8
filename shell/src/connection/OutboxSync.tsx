import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { outboxDocumentName, startOutboxSync, useShell } from '@ledgerline/shell-sdk';

/**
 * Sends the saves that wait on this device while the user is signed in (their session is what the
 * server checks). Each write the server takes refreshes what is on screen; a draft made offline says
 * which number it got.
 */
export function OutboxSync() {
  const queryClient = useQueryClient();
  const toast = useRef(useShell().toast);
  toast.current = useShell().toast;
  useEffect(
    () =>
      startOutboxSync((entry, answer) => {
        void queryClient.invalidateQueries();
        if (entry.local) toast.current.success(`${outboxDocumentName(entry)} synced`, `It is ${answer.number} now.`);
      }),
    [queryClient],
  );
  return null;
}
