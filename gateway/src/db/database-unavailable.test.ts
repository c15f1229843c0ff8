import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server shutting down (admin)', new DriverException(pgError('terminating connection due to administrator command', '57P01'))],
    ['the server crashing', pgError('terminating connection because of crash of another server process', '57P02')],
    ['the server starting up', new DriverException(pgError('the database system is starting up', '57P03'))],
    ['no connection slots left', pgError('sorry, too many clients already', '53300')],
    ['a statement cancelled by statement_timeout', new DriverException(pgError('canceling statement due to statement timeout', '57014'))],
    ['a connection exception (class 08)', pgError('connection failure', '08006')],
    ['connection refused', new DriverException(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['a pool acquire timeout', new DriverException(pgError('timeout exceeded when trying to connect'))],
    ['a connect timeout, as its cause', new Error('query failed', { cause: pgError('Connection terminated due to connection timeout') })],
    ['a dropped connection', pgError('Connection terminated unexpectedly')],
    ["MikroORM's ConnectionException", new ConnectionException(pgError('cannot connect'))],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(pgError('duplicate key value', '23505'))],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
