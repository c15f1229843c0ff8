/** The landing page's own layout and its document mock-ups, on top of the site's stylesheet. */
export const LANDING_CSS = `
.landing-hero { background: linear-gradient(180deg, var(--soft), #fff); padding: 56px 0 40px; }
.landing-hero .site-wrap { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr); gap: 40px; align-items: center; }
.landing-hero h1 { font-size: 44px; line-height: 1.15; margin: 0 0 16px; letter-spacing: -0.5px; }
.landing-lead { font-size: 19px; color: var(--muted); margin: 0 0 28px; }
.landing-actions { display: flex; gap: 12px; flex-wrap: wrap; margin-bottom: 16px; }
.landing-note { color: var(--muted); font-size: 14px; margin: 0; }
.landing-section { padding: 48px 0 8px; }
.landing-section h2 { font-size: 30px; margin: 0 0 12px; line-height: 1.2; }
.landing-section > .site-wrap > p { color: var(--muted); font-size: 17px; max-width: 720px; margin: 0 0 28px; }
.landing-steps { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; list-style: none; padding: 0; margin: 0; }
.landing-features { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; list-style: none; padding: 0; margin: 0; }
.landing-card { border: 1px solid var(--line); border-radius: 12px; padding: 20px; background: #fff; }
.landing-card h3 { margin: 0 0 8px; font-size: 19px; }
.landing-card p { margin: 0; color: var(--muted); }
.landing-step-number { display: inline-flex; width: 32px; height: 32px; border-radius: 50%; background: var(--brand); color: #fff; font-weight: 700;
  align-items: center; justify-content: center; margin-bottom: 12px; }
.landing-install { background: var(--soft); border-radius: 16px; padding: 28px; display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 24px; align-items: center; }
.landing-install h2 { margin-top: 0; }
.landing-install ul { margin: 0; padding-left: 20px; color: var(--muted); }
.landing-install p { margin: 0 0 12px; }
.landing-closing { text-align: center; }
.landing-closing .landing-actions { justify-content: center; }

.mock-flow { position: relative; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 14px; margin: 0; }
.mock { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; box-shadow: 0 6px 20px rgba(15, 35, 70, 0.08); font-size: 13px; }
.mock-estimate { grid-row: span 2; align-self: start; }
.mock-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; margin-bottom: 8px; }
.mock-kind { font-weight: 700; font-size: 14px; }
.mock-no { color: var(--muted); font-variant-numeric: tabular-nums; }
.mock-client { color: var(--muted); margin: 0 0 8px; }
.mock-lines { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.mock-lines td { padding: 4px 0; border-top: 1px solid #eef1f4; }
.mock-lines td:last-child { text-align: right; white-space: nowrap; padding-left: 8px; }
.mock-lines tr.mock-total td { font-weight: 700; border-top: 2px solid var(--ink); }
.mock-badge { display: inline-block; border-radius: 999px; padding: 2px 10px; font-size: 12px; font-weight: 600; }
.mock-badge.ok { background: #dafbe1; color: var(--ok); }
.mock-badge.info { background: #ddf4ff; color: #0a3069; }
.mock-badge.warn { background: #fff8c5; color: var(--warn); }
.mock-sign { display: flex; align-items: center; gap: 8px; margin-top: 10px; color: var(--muted); font-size: 12px; }
.mock-sign svg { flex: none; }
.mock-delta { display: flex; gap: 16px; margin: 6px 0; font-variant-numeric: tabular-nums; }
.mock-delta strong { display: block; font-size: 16px; }
.mock-link { display: flex; align-items: center; gap: 6px; color: var(--muted); font-size: 12px; margin-top: 8px; }
.mock-caption { grid-column: 1 / -1; color: var(--muted); font-size: 14px; text-align: center; }

@media (max-width: 900px) {
  .landing-hero .site-wrap { grid-template-columns: minmax(0, 1fr); }
  .landing-steps { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 640px) {
  .landing-hero { padding: 32px 0 24px; }
  .landing-hero h1 { font-size: 32px; }
  .landing-lead { font-size: 17px; }
  .landing-features { grid-template-columns: minmax(0, 1fr); }
  .landing-install { grid-template-columns: minmax(0, 1fr); padding: 20px; }
  .mock-flow { grid-template-columns: minmax(0, 1fr); }
  .mock-estimate { grid-row: auto; }
  .landing-actions .site-button { flex: 1 1 auto; }
}
`;
