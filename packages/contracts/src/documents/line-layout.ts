import { z } from 'zod';

/**
 * How a document made from a job lays out its lines: headings over runs of lines, and the lines its
 * document discount takes. A job's final invoice reads like the signed estimate: the estimate's lines
 * with its discount as one line, each change order under its own heading, the deposits deducted
 * under "Less previous" at the end. A document written line by line has the plain layout.
 */
export const lineSectionSchema = z.object({
  title: z.string(),
  /** How many lines, from where the section before ends. */
  lines: z.number().int().positive(),
});
export type LineSection = z.infer<typeof lineSectionSchema>;

export const lineLayoutSchema = z.object({
  /** The document discount takes only the first this many lines; null, every line. */
  discountLines: z.number().int().min(0).nullable(),
  sections: z.array(lineSectionSchema),
});
export type LineLayout = z.infer<typeof lineLayoutSchema>;

export const PLAIN_LINE_LAYOUT: LineLayout = { discountLines: null, sections: [] };

/** Sections from each line's heading, in line order: lines under the same heading in a row make one section. */
export function sectionsOf(headings: readonly string[]): LineSection[] {
  const sections: LineSection[] = [];
  for (const title of headings) {
    const last = sections.at(-1);
    if (last?.title === title) last.lines += 1;
    else sections.push({ title, lines: 1 });
  }
  return sections;
}

/**
 * The layout while the document has as many lines as it was laid out for; the plain one once lines
 * were added or removed (a copy of a final invoice, edited), so the discount then takes every line.
 */
export function layoutOfLines(layout: LineLayout | null | undefined, lineCount: number): LineLayout {
  if (!layout) return PLAIN_LINE_LAYOUT;
  const laidOut = layout.sections.reduce((sum, section) => sum + section.lines, 0);
  const fits = layout.sections.length === 0 ? (layout.discountLines ?? 0) <= lineCount : laidOut === lineCount;
  return fits ? layout : PLAIN_LINE_LAYOUT;
}

/** The heading of each section by the index of its first line. */
export function sectionStarts(layout: LineLayout): Map<number, string> {
  const starts = new Map<number, string>();
  let index = 0;
  for (const section of layout.sections) {
    starts.set(index, section.title);
    index += section.lines;
  }
  return starts;
}

/**
 * The layout of some of a document's lines, taken in their order (a credit note of chosen lines):
 * each section keeps the chosen lines it held, and the discount the chosen lines it took.
 */
export function chosenLinesLayout(layout: LineLayout, positions: readonly number[]): LineLayout {
  const sorted = [...positions].sort((a, b) => a - b);
  const sections: LineSection[] = [];
  let start = 0;
  for (const section of layout.sections) {
    const lines = sorted.filter((position) => position >= start && position < start + section.lines).length;
    if (lines > 0) sections.push({ title: section.title, lines });
    start += section.lines;
  }
  const { discountLines } = layout;
  return { discountLines: discountLines === null ? null : sorted.filter((position) => position < discountLines).length, sections };
}
