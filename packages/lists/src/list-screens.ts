/**
 * The parts of a list screen that need the router (the address holds the list's state, rows link to
 * their pages). A separate entry, so that the main one loads no react-router: modules and tests that
 * use only the plain helpers run where react-router cannot load (jsdom lacks its TextEncoder).
 */
export { useListState } from './use-list-state.ts';
export { ServerTable } from './ServerTable.tsx';
export { clientColumn, numberColumn } from './document-columns.tsx';
export { OfflineDrafts } from './OfflineDrafts.tsx';
