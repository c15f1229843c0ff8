import Router from '@koa/router';
import Koa from 'koa';
import supertest from 'supertest';
import { apiRouter } from './api-router.ts';
import type { AppState } from './app-state.ts';

/** Three modules as the app has them: plain paths, a prefixed router with its own guard, paths that start with a parameter. */
function app() {
  const users = new Router<AppState>();
  users.get('/user', (ctx) => {
    ctx.body = { route: 'user' };
  });
  users.post('/login', (ctx) => {
    ctx.body = { route: 'login' };
  });
  const admin = new Router<AppState>({ prefix: '/admin' });
  admin.use(async (ctx, next) => {
    ctx.set('X-Guard', 'admin');
    await next();
  });
  admin.get('/users', (ctx) => {
    ctx.body = { route: 'admin users' };
  });
  const byKind = new Router<AppState>();
  byKind.get('/:kind/:id/preview', (ctx) => {
    ctx.body = { route: 'preview', kind: ctx.params.kind, id: ctx.params.id };
  });
  const koa = new Koa<AppState>();
  koa.use(apiRouter('/api', [users, admin, byKind]));
  return supertest(koa.callback());
}

describe('apiRouter', () => {
  it('answers each module’s routes, whatever the case of the path', async () => {
    await app().get('/api/user').expect(200, { route: 'user' });
    await app().get('/api/USER/').expect(200, { route: 'user' });
    await app().post('/api/login').expect(200, { route: 'login' });
  });

  it('runs a module’s own guard for its routes only', async () => {
    const guarded = await app().get('/api/admin/users').expect(200, { route: 'admin users' });
    expect(guarded.headers['x-guard']).toBe('admin');
    const unguarded = await app().get('/api/user').expect(200, { route: 'user' });
    expect(unguarded.headers['x-guard']).toBeUndefined();
  });

  it('tries routes that start with a parameter under any first segment, named or not', async () => {
    await app().get('/api/invoices/7/preview').expect(200, { route: 'preview', kind: 'invoices', id: '7' });
    await app().get('/api/user/7/preview').expect(200, { route: 'preview', kind: 'user', id: '7' });
  });

  it('leaves an unknown path unanswered and says which methods a known one allows', async () => {
    await app().get('/api/nothing-here').expect(404);
    const wrongMethod = await app().delete('/api/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});
