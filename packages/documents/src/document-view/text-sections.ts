import type { LabelledText } from './document-view.ts';

/** The sections that have something to say: a blank one is left out, not printed empty. */
export function filledSections(sections: readonly (LabelledText | false)[]): LabelledText[] {
  return sections.filter((section): section is LabelledText => section !== false && section.text.trim() !== '');
}
