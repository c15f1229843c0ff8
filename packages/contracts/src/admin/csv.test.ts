import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows, quoting commas, quotes and line breaks', () => {
    expect(toCsv(['Name', 'Count'], [['Acme, Inc', 3], ['Say "hi"', 0], ['two\nlines', null]])).toBe(
      'Name,Count\r\n"Acme, Inc",3\r\n"Say ""hi""",0\r\n"two\nlines",\r\n',
    );
  });

  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', `"'\rCR"`],
    ['\0NUL', `"'\0NUL"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('prefixes text that starts a formula: %j', (text, written) => {
    expect(toCsv(['Cell'], [[text]])).toBe(`Cell\r\n${written}\r\n`);
  });

  it('leaves text that only contains those characters further in, and numbers, as they are', () => {
    expect(toCsv(['A', 'B', 'C'], [['a=b', -5, 'x@y.example']])).toBe('A,B,C\r\na=b,-5,x@y.example\r\n');
  });
});
