const MAX_LENGTH = 2000;
const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;
// Sticky: each is tried at one position of the statement.
const DOLLAR_QUOTE = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;
const NUMBER = /(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/y;
const BOOLEAN = /(true|false)(?![A-Za-z0-9_$])/iy;
const LITERAL_PREFIX = /(^|[^A-Za-z0-9_$])([EeBbXxNn])$/;

/** The match of a sticky pattern at `index`, if any. */
function matchAt(pattern: RegExp, sql: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(sql)?.[0];
}

/** Index just past a quoted run that opened at `start`; a doubled quote is part of the run. */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/**
 * The statement with every value taken out: string, dollar-quoted, numeric and boolean literals
 * become `?`, comments go. MikroORM inlines parameters into the SQL it reports, so this is what
 * keeps customer data out of an error log while the statement's shape (tables, columns, clauses)
 * stays. Quoted identifiers and `$1` placeholders are kept; an unterminated literal hides the rest.
 */
export function sqlShape(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const afterIdentifier = i > 0 && IDENTIFIER_CHAR.test(sql[i - 1]!);
    let token: string | undefined;
    if (char === "'") {
      // E'…' allows backslash escapes; E, B, X and N prefixes belong to the literal.
      const prefix = LITERAL_PREFIX.exec(out)?.[2];
      if (prefix) out = out.slice(0, -1);
      out += '?';
      i = endOfQuoted(sql, i, "'", prefix === 'E' || prefix === 'e');
    } else if (char === '"') {
      const end = endOfQuoted(sql, i, '"', false);
      out += sql.slice(i, end);
      i = end;
    } else if (char === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (char === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (!afterIdentifier && (token = matchAt(DOLLAR_QUOTE, sql, i))) {
      const end = sql.indexOf(token, i + token.length);
      out += '?';
      i = end < 0 ? sql.length : end + token.length;
    } else if (!afterIdentifier && (token = matchAt(NUMBER, sql, i) ?? matchAt(BOOLEAN, sql, i))) {
      out += '?';
      i += token.length;
    } else {
      out += char;
      i += 1;
    }
  }
  return out.length > MAX_LENGTH ? `${out.slice(0, MAX_LENGTH)}…` : out;
}
