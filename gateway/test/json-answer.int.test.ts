import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let invoicePath: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  const invoice = await addInvoice(t, owner, await addClient(t, owner));
  invoicePath = `/api/invoices/${invoice.id}`;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The test client decodes what it receives; the headers tell how it came over the wire. */
const get = (path: string, acceptEncoding?: string) => {
  const request = owner.as(t.request().get(path));
  return acceptEncoding === undefined ? request.unset('Accept-Encoding') : request.set('Accept-Encoding', acceptEncoding);
};

describe('API answers on the wire', () => {
  it('sends an answer over 1 KB compressed, brotli first, to a browser', async () => {
    const response = await get(invoicePath, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toMatchObject({ id: invoicePath.split('/').pop(), status: 'draft' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const gzipOnly = await get(invoicePath, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.body).toEqual(response.body);
  });

  it('sends plain JSON to a client that names no encoding, and brotli to one that refuses gzip', async () => {
    const plain = await get(invoicePath);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(JSON.stringify(plain.body).length);
    const brotliOnly = await get(invoicePath, 'br, gzip;q=0');
    expect(brotliOnly.headers['content-encoding']).toBe('br');
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await get('/api/user', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatchObject({ username: owner.username });
  });
});
