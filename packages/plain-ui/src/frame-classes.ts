/** Marks a table drawn without antd's Table as one whose right edge the frame's floating buttons must leave clear. */
export const CLEAR_OF_FLOATING_BUTTONS = 'clear-of-floating-buttons';
