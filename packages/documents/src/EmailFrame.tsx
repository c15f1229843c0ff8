/**
 * An email's HTML part as its reader sees it, in a frame sandboxed to nothing (no scripts, no same
 * origin): whatever the message holds cannot reach the app around it.
 */
export function EmailFrame({ html }: { html: string }) {
  return <iframe title="The email as the client sees it" sandbox="" srcDoc={html} style={{ width: '100%', height: 420, border: '1px solid #d9d9d9', borderRadius: 6 }} />;
}
