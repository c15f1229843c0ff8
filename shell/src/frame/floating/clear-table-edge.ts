import { CLEAR_OF_FLOATING_BUTTONS } from '@ledgerline/plain-ui';

/**
 * From 768 px, where lists are tables, every table in the page keeps the buttons' width clear on its
 * right (24 px inset + 40 px button, less the page's own 16 px padding, + 8 px), so no figure is ever under them.
 */
export const CLEAR_TABLE_EDGE = `@media (min-width: 768px) { .ant-layout-content .ant-table-wrapper, .ant-layout-content .${CLEAR_OF_FLOATING_BUTTONS} { padding-inline-end: 56px; } }`;
