/**
 * The look of the public site (landing, contact) as one stylesheet of plain CSS. Why not antd here:
 * the landing page is the first thing a visitor loads, and antd's components and CSS-in-JS would be
 * most of its weight. Colours are chosen for at least 4.5:1 contrast with their background.
 */
export const SITE_CSS = `
.site { --ink: #1f2328; --muted: #4f5863; --line: #d8dee4; --brand: #0b57d0; --brand-dark: #0842a0; --soft: #f3f6fb; --ok: #116329; --warn: #7d4e00;
  color: var(--ink); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; background: #fff; min-height: 100vh; }
.site a { color: var(--brand); }
.site [hidden] { display: none !important; }
.site-wrap { max-width: 1120px; margin: 0 auto; padding: 0 20px; }
.site-header { border-bottom: 1px solid var(--line); background: #fff; }
.site-header .site-wrap { display: flex; align-items: center; gap: 16px; min-height: 64px; flex-wrap: wrap; }
.site-brand { font-weight: 700; font-size: 20px; color: var(--ink) !important; text-decoration: none; margin-right: auto; }
.site-nav { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.site-nav a { padding: 10px 8px; text-decoration: none; font-weight: 500; }
.site-nav a:hover, .site-nav a:focus-visible { text-decoration: underline; }
.site-nav a.site-button { padding: 0 18px; margin-left: 4px; }
.site-button { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border-radius: 8px; border: 1px solid var(--brand);
  font-weight: 600; font-size: 16px; text-decoration: none !important; cursor: pointer; background: #fff; color: var(--brand) !important; font-family: inherit; }
.site-button.primary { background: var(--brand); color: #fff !important; }
.site-button.primary:hover { background: var(--brand-dark); }
.site-button:focus-visible, .site-nav a:focus-visible { outline: 3px solid #8ab4f8; outline-offset: 2px; }
.site-footer { border-top: 1px solid var(--line); margin-top: 48px; padding: 24px 0; color: var(--muted); font-size: 14px; }
.site-footer .site-wrap { display: flex; gap: 16px; flex-wrap: wrap; justify-content: space-between; }
.site-footer nav { display: flex; gap: 16px; flex-wrap: wrap; }
@media (max-width: 640px) {
  .site-header .site-wrap { padding-top: 8px; padding-bottom: 8px; }
  .site-nav { width: 100%; justify-content: space-between; }
  .site-nav a:not(.site-button) { padding: 10px 4px; }
}
`;
