/**
 * SPEC.md section 9 at widths of 640 px or less: touch targets of at least 44 px, inputs with a 16px
 * font (iOS zooms into smaller ones) and more padding. antd sets fixed sizes on its own elements,
 * so these rules must win over them.
 */
const MOBILE_CSS = `
@media (max-width: 640px) {
  .ant-btn, .ant-float-btn, .ant-menu-item, .ant-dropdown-menu-item,
  .ant-pagination-item, .ant-tabs-tab, .ant-checkbox-wrapper, .ant-radio-wrapper { min-height: 44px !important; }
  input.ant-input, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select { min-height: 44px; }
  .ant-input-affix-wrapper > input.ant-input { min-height: 0; }
  .ant-input-number { display: inline-flex; align-items: center; }
  .ant-btn-icon-only, .ant-float-btn { min-width: 44px !important; }
  .ant-menu-item, .ant-dropdown-menu-item { display: flex; align-items: center; }
  input, textarea, select, .ant-input, .ant-input-affix-wrapper, .ant-select-selection-search-input,
  .ant-picker-input > input, .ant-input-number-input { font-size: 16px !important; }
  .ant-layout-content { padding: 20px !important; }
  .ant-card-body { padding: 20px; }
  .ant-modal-body, .ant-drawer-body { padding: 20px; }
}
`;

export function MobileStyles() {
  return <style>{MOBILE_CSS}</style>;
}
