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

const require = createRequire(import.meta.url);
let registered = false;

/** The families a text in this template font is set in, in fallback order. */
export function pdfFontFamilies(font: TemplateSettings['font']): string[] {
  return SCRIPTS.map((script) => `${PACKAGES[font]}-${script}`);
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
  // React-PDF hyphenates long words with soft hyphens by default; a document's words stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
