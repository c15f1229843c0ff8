/// <reference types="node" />
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { TemplateSettings } from '@ledgerline/contracts';

/**
 * The template fonts, from the @fontsource WOFF files installed with the app (never fetched).
 * Fontsource splits a font by script into files of its own; React-PDF takes a list of families and
 * prints each character in the first one that has it, so every script is a family and a document's
 * text names them all. Latin-ext holds ₹ ₺ ₩ ₦, Latin holds €.
 */
const SCRIPTS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
const PACKAGES: Record<TemplateSettings['font'], string> = { sans: 'noto-sans', serif: 'noto-serif' };
const FACES = [
  { fontWeight: 400, fontStyle: 'normal', file: '400-normal' },
  { fontWeight: 700, fontStyle: 'normal', file: '700-normal' },
  { fontWeight: 400, fontStyle: 'italic', file: '400-italic' },
] as const;

/**
 * After the template font, what a user may type that it lacks: symbols (✓ ★ ☎ ⚠ →) and emoji, drawn
 * in outline (Noto Emoji, one colour) as a PDF font cannot carry colour glyphs. Each has one weight
 * and no italic, so that file stands in for every face: an emoji in a bold or italic text stays upright.
 * Fontsource cuts Noto Emoji into numbered files by code point; a sequence whose parts fall in two
 * files (a family joined by ZWJ) prints as its parts.
 */
const SYMBOL_FILES = [
  'noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
  // Arrows and mathematical signs (→ ≤ ∞): Fontsource's Latin file of Noto Sans Math holds them.
  'noto-sans-math/files/noto-sans-math-latin-400-normal.woff',
  ...['emoji', ...Array.from({ length: 11 }, (_, index) => String(index))].map((subset) => `noto-emoji/files/noto-emoji-${subset}-400-normal.woff`),
];
const symbolFamily = (file: string) => `symbols-${file.slice(file.lastIndexOf('/') + 1, -'-400-normal.woff'.length)}`;

const require = createRequire(import.meta.url);
let registered = false;

/** The families a text in this template font is set in, in fallback order. */
export function pdfFontFamilies(font: TemplateSettings['font']): string[] {
  return [...SCRIPTS.map((script) => `${PACKAGES[font]}-${script}`), ...SYMBOL_FILES.map(symbolFamily)];
}

/** Registers the fonts once per process, from their files on disk. */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const name of Object.values(PACKAGES)) {
    for (const script of SCRIPTS) {
      Font.register({
        family: `${name}-${script}`,
        fonts: FACES.map(({ file, ...face }) => ({ ...face, src: require.resolve(`@fontsource/${name}/files/${name}-${script}-${file}.woff`) })),
      });
    }
  }
  for (const file of SYMBOL_FILES) {
    const src = require.resolve(`@fontsource/${file}`);
    Font.register({ family: symbolFamily(file), fonts: FACES.map(({ fontWeight, fontStyle }) => ({ fontWeight, fontStyle, src })) });
  }
  // React-PDF hyphenates long words with soft hyphens by default; a document's words stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
