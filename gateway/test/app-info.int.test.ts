import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionInfoSchema } from '@ledgerline/contracts';
import { InstallLog } from '../src/modules/installs/install-log.entity.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const INSTALL = { documentType: 'pwa', deviceType: 'mobile', source: 'pwa_utils' };

describe('GET /api/version', () => {
  it('answers the product name, version and description of the root package.json, signed out', async () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    const response = await t.request().get('/api/version');
    expect(response.status).toBe(200);
    expect(pkg.productName).toBe('Ledgerline');
    expect(versionInfoSchema.strict().parse(response.body)).toEqual({
      name: 'Ledgerline',
      version: pkg.version,
      description: pkg.description,
    });
  });
});

describe('POST /api/downloads', () => {
  it('records a public install without user or account', async () => {
    const response = await t.request().post('/api/downloads').send({ ...INSTALL, deviceType: 'desktop' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ recorded: true });
    const log = await t.db.orm.em.fork().findOneOrFail(InstallLog, { deviceType: 'desktop' }, { filters: false });
    expect(log).toMatchObject({ documentType: 'pwa', source: 'pwa_utils', user: null, account: null });
  });

  it('records the signed-in user and their account', async () => {
    const agent = t.agent();
    const registered = await agent.post('/api/register').send(newUser()).expect(201);
    await agent.post('/api/downloads').send({ ...INSTALL, deviceType: 'tablet' }).expect(201);
    const log = await t.db.orm.em.fork().findOneOrFail(InstallLog, { deviceType: 'tablet' }, { populate: ['user'], filters: false });
    expect(log.user?.getEntity().id).toBe(registered.body.id);
    expect(log.account?.id).toBe(log.user?.getEntity().account.id);
  });

  it.each([
    ['an unknown device type', { deviceType: 'watch' }, 'deviceType'],
    ['another document type', { documentType: 'pdf' }, 'documentType'],
    ['another source', { source: 'elsewhere' }, 'source'],
    ['a missing field', { deviceType: undefined }, 'deviceType'],
    ['an extra field', { userId: 'someone' }, 'body'],
  ])('answers 400 for %s', async (_case, overrides, field) => {
    const response = await t.request().post('/api/downloads').send({ ...INSTALL, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });
});
