import Koa from 'koa';
import supertest from 'supertest';
import pino from 'pino';
import { DriverException } from '@mikro-orm/core';
import { errorMiddleware } from './error-middleware.ts';
import { HttpError } from './http-error.ts';

function appThrowing(error: unknown, logged: unknown[] = []) {
  const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const app = new Koa();
  app.use(errorMiddleware(logger));
  app.use(() => {
    throw error;
  });
  return app.callback();
}

describe('errorMiddleware', () => {
  it('answers an unknown error with a generic 500 and logs the real one', async () => {
    const logged: unknown[] = [];
    const leak = new Error('relation "app_user" does not exist at /srv/gateway/src/secret.ts:12');
    const response = await supertest(appThrowing(leak, logged)).get('/');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({
      title: 'Internal Server Error',
      status: 500,
      code: 'internal_error',
      message: 'Something went wrong on our side.',
      error: 'Something went wrong on our side.',
    });
    expect(response.text).not.toMatch(/app_user|secret\.ts/);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('relation \\"app_user\\" does not exist');
  });

  it('answers an HttpError with its status, code, sentence, fields and headers', async () => {
    const error = new HttpError(429, 'too_many_attempts', 'Slow down.', { headers: { 'Retry-After': '30' }, fields: { a: ['b.'] } });
    const response = await supertest(appThrowing(error)).get('/');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toMatchObject({ title: 'Too Many Requests', code: 'too_many_attempts', message: 'Slow down.', fields: { a: ['b.'] } });
  });

  it('answers a library client error with a sentence of its own, not the library message', async () => {
    const error = Object.assign(new Error('ENOENT: no such file, stat /srv/x'), { status: 404 });
    const response = await supertest(appThrowing(error)).get('/');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('There is nothing at this address.');
  });

  it('answers a database that is down with 503, Retry-After and a sentence, and logs no query text', async () => {
    const logged: unknown[] = [];
    const refused = new DriverException(
      Object.assign(new Error("insert into \"client\" (\"name\") values ('Jane Customer') - connect ECONNREFUSED 127.0.0.1:5432"), { code: 'ECONNREFUSED' }),
    );
    const response = await supertest(appThrowing(refused, logged)).get('/');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toMatchObject({ code: 'database_unavailable', message: 'The database is not reachable right now. Please try again in a moment.' });
    expect(response.text).not.toMatch(/ECONNREFUSED|Jane/);
    expect(logged).toEqual([expect.objectContaining({ msg: 'database unavailable', errorClass: 'DriverException', code: 'ECONNREFUSED' })]);
    expect(JSON.stringify(logged)).not.toContain('Jane');
  });
});
