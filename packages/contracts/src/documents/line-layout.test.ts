import { chosenLinesLayout, layoutOfLines, PLAIN_LINE_LAYOUT, sectionsOf, sectionStarts, type LineLayout } from './line-layout.ts';

const final: LineLayout = {
  discountLines: 3,
  sections: [
    { title: 'Estimate EST-0001', lines: 3 },
    { title: 'Change order EST-0001-CO-01', lines: 2 },
    { title: 'Less previous', lines: 1 },
  ],
};

describe('line layout', () => {
  it('heads each section at its first line', () => {
    expect([...sectionStarts(final)]).toEqual([
      [0, 'Estimate EST-0001'],
      [3, 'Change order EST-0001-CO-01'],
      [5, 'Less previous'],
    ]);
    expect(sectionStarts(PLAIN_LINE_LAYOUT).size).toBe(0);
  });

  it('makes one section of each run of lines under the same heading', () => {
    expect(sectionsOf(['Estimate EST-0001', 'Estimate EST-0001', 'Change order EST-0001-CO-01', 'Retainage'])).toEqual([
      { title: 'Estimate EST-0001', lines: 2 },
      { title: 'Change order EST-0001-CO-01', lines: 1 },
      { title: 'Retainage', lines: 1 },
    ]);
    expect(sectionsOf([])).toEqual([]);
  });

  it('keeps, for chosen lines, the sections that still hold some and the discount on those it took', () => {
    expect(chosenLinesLayout(final, [4, 1])).toEqual({
      discountLines: 1,
      sections: [
        { title: 'Estimate EST-0001', lines: 1 },
        { title: 'Change order EST-0001-CO-01', lines: 1 },
      ],
    });
    expect(chosenLinesLayout(final, [3])).toEqual({ discountLines: 0, sections: [{ title: 'Change order EST-0001-CO-01', lines: 1 }] });
    expect(chosenLinesLayout({ discountLines: null, sections: [] }, [0, 2])).toEqual(PLAIN_LINE_LAYOUT);
  });

  it('holds while the document has the lines it was laid out for, and is plain once lines were added or removed', () => {
    expect(layoutOfLines(final, 6)).toBe(final);
    expect(layoutOfLines(final, 7)).toBe(PLAIN_LINE_LAYOUT);
    expect(layoutOfLines(final, 5)).toBe(PLAIN_LINE_LAYOUT);
    expect(layoutOfLines(null, 4)).toBe(PLAIN_LINE_LAYOUT);
    const discountOnly = { discountLines: 2, sections: [] };
    expect(layoutOfLines(discountOnly, 2)).toBe(discountOnly);
    expect(layoutOfLines(discountOnly, 1)).toBe(PLAIN_LINE_LAYOUT);
  });
});
