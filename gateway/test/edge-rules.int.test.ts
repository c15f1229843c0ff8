import { problemSchema } from '@ledgerline/contracts';
import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function expectProblem(response: { status: number; headers: Record<string, string>; body: unknown }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = problemSchema.parse(response.body);
  expect(problem.message).toMatch(/^[A-Z].*\.$/);
  expect(JSON.stringify(problem)).not.toMatch(/at .*\.(ts|js):\d+|select |insert |relation "/i);
  return problem;
}

describe('edge rules of /api', () => {
  it('answers 413 to a body over 1 MB', async () => {
    const body = JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) });
    const response = await t.request().post('/api/login').set('Content-Type', 'application/json').send(body);
    expect(expectProblem(response, 413).code).toBe('payload_too_large');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await t.request().post('/api/login').set('Content-Type', 'application/json').send('{"username": ');
    expect(expectProblem(response, 400)).toMatchObject({ code: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'username=a&password=b'],
    ['plain text', 'text/plain', '{"username":"a","password":"b"}'],
  ])('answers 415 to %s', async (_case, type, body) => {
    const response = await t.request().post('/api/login').set('Content-Type', type).send(body);
    expect(expectProblem(response, 415).code).toBe('unsupported_media_type');
  });

  it('answers 415 to a non-JSON Content-Type even without a body', async () => {
    const response = await t.request().post('/api/logout').set('Content-Type', 'text/plain');
    expectProblem(response, 415);
  });

  it('accepts a JSON content type with a charset', async () => {
    const response = await t.request().post('/api/login').set('Content-Type', 'application/json; charset=utf-8').send('{"username":"a","password":"b"}');
    expect(response.status).toBe(401);
  });

  it('answers 403 to a request from a foreign Origin', async () => {
    const response = await t.request().post('/api/register').set('Origin', 'https://evil.example').send(newUser());
    expect(expectProblem(response, 403).code).toBe('foreign_origin');
    expect((await t.request().get('/api/version').set('Origin', 'null')).status).toBe(403);
  });

  it('accepts a request whose Origin is this host', async () => {
    const response = await t.request().post('/api/register').set('Origin', t.origin).send(newUser());
    expect(response.status).toBe(201);
  });

  it('answers an unknown /api path with a JSON 404, never the app page', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/user/extra']) {
      expect(expectProblem(await t.request().get(path), 404).code).toBe('not_found');
    }
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await t.request().delete('/api/user');
    expect(expectProblem(response, 405).code).toBe('method_not_allowed');
    expect(response.headers.allow).toMatch(/GET/);
  });

  it('echoes an acceptable X-Request-Id and replaces an unacceptable one', async () => {
    const kept = await t.request().get('/api/user').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(kept.body.requestId).toBe('abc-123');
    const replaced = await t.request().get('/api/user').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.body.requestId).toBe(replaced.headers['x-request-id']);
  });
});
