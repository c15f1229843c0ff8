import Koa from 'koa';
import supertest from 'supertest';
import type { Orm } from '../../db/orm.ts';
import { errorMiddleware } from '../../http/error-middleware.ts';
import { createLogger } from '../../logger.ts';
import { healthRoutes } from './health.routes.ts';

function appWithDatabase(execute: () => Promise<unknown>) {
  const orm = { em: { getConnection: () => ({ execute }) } } as unknown as Orm;
  const app = new Koa();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(healthRoutes({ orm }).routes());
  return app.callback();
}

describe('GET /readyz', () => {
  it('answers 503 problem+json when the database refuses', async () => {
    const response = await supertest(appWithDatabase(() => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:5432')))).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ code: 'database_unavailable', message: 'The database is not reachable right now. Please try again in a moment.' });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.text).not.toContain('ECONNREFUSED');
  });

  it('GET /healthz still answers 200 then: the process itself is fine', async () => {
    const response = await supertest(appWithDatabase(() => Promise.reject(new Error('down')))).get('/healthz');
    expect(response.status).toBe(200);
  });
});
