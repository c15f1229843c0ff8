/**
 * The parts of a list screen that need the router (the address holds the list's state, rows link to
 * their pages). A separate entry, so that the main one loads no react-router: modules and tests that
 * use only the SDK's plain helpers run where react-router cannot load (jsdom lacks its TextEncoder).
 * Shared helpers come through '@ledgerline/shell-sdk', the one instance the shell shares.
 */
export { useListState } from './lists/use-list-state.ts';
export { ServerTable } from './lists/ServerTable.tsx';
export { clientColumn, numberColumn } from './lists/document-columns.tsx';
export { OfflineDrafts } from './lists/OfflineDrafts.tsx';
