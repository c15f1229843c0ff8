import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { errorSummary } from './error-summary.ts';

/** The shape MikroORM 7 gives a failed insert on PGlite and PostgreSQL (copied from a real one). */
function failedInsert() {
  const driverError = Object.assign(
    new Error('insert or update on table "client" violates foreign key constraint "client_account_id_foreign"\n - detail: Key (account_id)=(00000000-0000-0000-0000-000000000001) is not present in table "account".'),
    {
      code: '23503',
      severity: 'ERROR',
      detail: 'Key (email)=(jane@customer.example) already exists.',
      hint: 'Jane Customer',
      where: 'Jane Customer',
      table: 'client',
      constraint: 'client_account_id_foreign',
      query: `insert into "client" ("id", "name", "email") values ('ef11', 'Jane Customer', 'jane@customer.example')`,
      params: ['Jane Customer'],
    },
  );
  return new ForeignKeyConstraintViolationException(driverError);
}

describe('errorSummary', () => {
  it('keeps the class, SQLSTATE, constraint, table and the statement without its values', () => {
    const summary = errorSummary(failedInsert());
    expect(summary).toMatchObject({
      type: 'ForeignKeyConstraintViolationException',
      message: 'insert or update on table "?" violates foreign key constraint "?"',
      code: '23503',
      constraint: 'client_account_id_foreign',
      table: 'client',
      query: 'insert into "client" ("id", "name", "email") values (?, ?, ?)',
    });
    expect(summary.stack).toMatch(/^\s+at /);
    const written = JSON.stringify(summary);
    expect(written).not.toMatch(/Jane|jane@|0000-000000000001/);
  });

  it('cleans a database error found as a cause', () => {
    const wrapper = new Error('saving failed', { cause: failedInsert() });
    const summary = errorSummary(wrapper);
    expect(summary.message).toBe('saving failed');
    expect(summary.cause).toMatchObject({ code: '23503', table: 'client' });
    expect(JSON.stringify(summary)).not.toContain('Jane');
  });

  it('keeps the message and code of an error that is not from the database, and none of its other fields', () => {
    const error = Object.assign(new TypeError("Cannot read properties of undefined (reading 'lines')"), {
      code: 'ERR_X',
      body: '{"password":"hunter2"}',
      headers: { cookie: 'sid=abc' },
    });
    const summary = errorSummary(error);
    expect(summary).toMatchObject({ type: 'TypeError', message: "Cannot read properties of undefined (reading 'lines')", code: 'ERR_X' });
    expect(JSON.stringify(summary)).not.toMatch(/hunter2|sid=abc/);
  });

  it('summarizes each error of an AggregateError (a refused connection to every address)', () => {
    const refused = new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })], '');
    expect(errorSummary(refused).errors).toEqual([expect.objectContaining({ code: 'ECONNREFUSED' })]);
  });

  it('says so when what was thrown is not an Error', () => {
    expect(errorSummary('Jane Customer')).toEqual({ type: 'string', message: 'A value that is not an Error was thrown.' });
  });
});
