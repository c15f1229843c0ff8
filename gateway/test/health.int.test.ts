import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('GET /healthz answers 200 while the process is up', async () => {
    const response = await t.request().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const response = await t.request().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
  });

  it('is not subject to the API edge rules', async () => {
    expect((await t.request().get('/healthz').set('Origin', 'https://monitor.example')).status).toBe(200);
  });
});
