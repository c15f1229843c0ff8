import { describe, expect, it } from '@jest/globals';
import { isAppPage, isCacheableApiRead, isRemoteEntryPoint, isRemoteHashedFile, isSessionChange } from './route-matchers.ts';

describe('isAppPage', () => {
  it.each(['/', '/dashboard', '/invoices', '/invoices/edit/7f3c', '/view/invoice/abc', '/auth'])('answers %s with the app', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each(['/api/user', '/remotes/invoices/remoteEntry.js', '/healthz', '/readyz', '/sw.js'])('leaves %s to the network', (path) => {
    expect(isAppPage(path)).toBe(false);
  });
});

describe('remote bundles', () => {
  it('treats content-hashed files of a remote as never changing', () => {
    expect(isRemoteHashedFile('/remotes/invoices/__federation_expose_InvoiceList.0a1b2c3d.js')).toBe(true);
    expect(isRemoteHashedFile('/remotes/clients/static/css/812.4f9e0c2a11.css')).toBe(true);
  });

  it('does not treat the fixed-name entry points, or the shell, as hashed remote files', () => {
    expect(isRemoteHashedFile('/remotes/invoices/remoteEntry.js')).toBe(false);
    expect(isRemoteHashedFile('/remotes/invoices/mf-manifest.json')).toBe(false);
    expect(isRemoteHashedFile('/main.3f9a1c2b.js')).toBe(false);
    expect(isRemoteHashedFile('/remotes/invoices/readme.v1.js')).toBe(false);
  });

  it('recognises a remote\'s manifest and entry as its entry points', () => {
    expect(isRemoteEntryPoint('/remotes/invoices/mf-manifest.json')).toBe(true);
    expect(isRemoteEntryPoint('/remotes/estimates/remoteEntry.js')).toBe(true);
    expect(isRemoteEntryPoint('/remotes/estimates/nested/remoteEntry.js')).toBe(false);
    expect(isRemoteEntryPoint('/remoteEntry.js')).toBe(false);
  });

  it('applies the same rules inside a released build, whatever its version looks like', () => {
    expect(isRemoteEntryPoint('/remotes/clients/releases/0.1.0-20260507-081500/mf-manifest.json')).toBe(true);
    expect(isRemoteEntryPoint('/remotes/clients/releases/1.0.0-deadbeef12/remoteEntry.js')).toBe(true);
    expect(isRemoteHashedFile('/remotes/clients/releases/1.0.0-deadbeef12/remoteEntry.js')).toBe(false);
    expect(isRemoteHashedFile('/remotes/clients/releases/0.1.0-20260507-081500/812.4f9e0c2a.js')).toBe(true);
  });
});

describe('isCacheableApiRead', () => {
  it.each(['/api/user', '/api/invoices', '/api/invoices/7f3c', '/api/remotes', '/api/search'])('caches GET %s', (path) => {
    expect(isCacheableApiRead(path, 'GET')).toBe(true);
  });

  it.each(['/api/login', '/api/logout', '/api/register', '/api/public/invoices/abc'])('never caches %s', (path) => {
    expect(isCacheableApiRead(path, 'GET')).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE', 'HEAD'])('never caches a %s', (method) => {
    expect(isCacheableApiRead('/api/invoices', method)).toBe(false);
  });

  it('leaves everything outside /api/ alone', () => {
    expect(isCacheableApiRead('/apiary', 'GET')).toBe(false);
    expect(isCacheableApiRead('/dashboard', 'GET')).toBe(false);
  });
});

describe('isSessionChange', () => {
  it.each(['/api/login', '/api/register', '/api/logout'])('sees a POST to %s as a change of account', (path) => {
    expect(isSessionChange(path, 'POST')).toBe(true);
  });

  it('ignores other requests', () => {
    expect(isSessionChange('/api/user', 'POST')).toBe(false);
    expect(isSessionChange('/api/login', 'GET')).toBe(false);
  });
});
