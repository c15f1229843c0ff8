import { sqlShape } from './sql-shape.ts';

describe('sqlShape', () => {
  it('replaces string, number and boolean literals and keeps identifiers', () => {
    const sql = `insert into "client" ("id", "name", "notes", "archived", "total") values ('7b1c', 'Jane O''Customer', 'owes 4242', false, -12.5e3)`;
    expect(sqlShape(sql)).toBe(`insert into "client" ("id", "name", "notes", "archived", "total") values (?, ?, ?, ?, -?)`);
  });

  it('keeps numbers that are part of names and placeholders', () => {
    expect(sqlShape('select "t0"."line_2", t1.col3 from invoice_line as t1 where t1.id = $1 limit 50')).toBe(
      'select "t0"."line_2", t1.col3 from invoice_line as t1 where t1.id = $1 limit ?',
    );
  });

  it('handles escape strings, prefixed literals, dollar quotes, casts and comments', () => {
    expect(sqlShape(String.raw`select E'it\'s Jane', X'1F', $$Jane's$$, $tag$Ja$ne$tag$, '{"a":1}'::jsonb -- Jane
    /* Jane */ from x`)).toBe(`select ?, ?, ?, ?, ?::jsonb \n     from x`);
  });

  it('hides everything after an unterminated literal', () => {
    expect(sqlShape("update client set name = 'Jane Doe")).toBe('update client set name = ?');
  });

  it('keeps a quoted identifier with a doubled quote whole', () => {
    expect(sqlShape('select "a""b" from t where x = \'v\'')).toBe('select "a""b" from t where x = ?');
  });

  it('caps the length of a long statement', () => {
    const shape = sqlShape(`select ${'"column", '.repeat(500)}1`);
    expect(shape.length).toBe(2001);
    expect(shape.endsWith('…')).toBe(true);
  });
});
