const LINE_CHARS = 34;
const FONT_SIZE = 46;
const LINE_HEIGHT = 60;
const SIZE = 1000;

/** The words of `message` in lines of about LINE_CHARS characters. */
function linesOf(message: string): string[] {
  const lines: string[] = [];
  for (const word of message.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The plan's message drawn faintly and aslant as an SVG data URL. A drawn mark is decoration (WCAG
 * 1.4.3 exempts it from contrast), where the same text in the page would be low-contrast text that
 * people are asked to read; the message itself is given to assistive technology as text.
 */
export function watermarkImage(message: string): string {
  const lines = linesOf(message);
  const top = SIZE / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const tspans = lines.map((line, index) => `<tspan x="${SIZE / 2}" y="${top + index * LINE_HEIGHT}">${escapeXml(line)}</tspan>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<text transform="rotate(-24 ${SIZE / 2} ${SIZE / 2})" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${FONT_SIZE}" fill="#1f5fbf" fill-opacity="0.07">${tspans}</text>` +
    `</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
