import { createContext, useContext } from 'react';

/** Which document an editor holds, for the outbox: its id, or its id on this device while it was drafted offline. */
export interface EditorDocument {
  /** Undefined on a new document's page. */
  key: string | undefined;
  /** Drafted offline and not on the server yet. */
  local: boolean;
}

export const EditorDocumentContext = createContext<EditorDocument>({ key: undefined, local: false });

/** The document the surrounding DocumentEditorGate shows. */
export function useEditorDocument(): EditorDocument {
  return useContext(EditorDocumentContext);
}
