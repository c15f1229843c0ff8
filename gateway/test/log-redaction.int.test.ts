import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Every line the gateway logs during this file, parsed. */
const lines: Record<string, unknown>[] = [];
const written = () => JSON.stringify(lines);

const CUSTOMER = { name: 'Marguerite Okonkwo-Vance', email: 'marguerite@okonkwo.example', notes: 'Gate code 4417' };
const REFUSED = { name: 'Refuse Bartholomew Quist', email: 'bart@quist.example', notes: 'Alarm code 9083' };
const AUTHORIZATION = 'Bearer authorization-value-7Hq2';
const COOKIE = 'sid=cookie-value-Zp4k; sid.sig=cookie-signature-Wm9r';
const TOKEN_GUESS = 'guessedTokenValue0123456789abcdefGHIJKLMN';

let t: TestApp;
let owner: Member;
let ownerPassword: string;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ logTo: { write: (line: string) => lines.push(JSON.parse(line)) } });
  owner = await signUp(t);
  ownerPassword = 'correct horse battery';
  const clientId = await addClient(t, owner, CUSTOMER);
  const invoice = await addInvoice(t, owner, clientId);
  const sent = await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
  token = new URL(sent.body.publicUrl).pathname.split('/').at(-1)!;
  // A database refusal that no route expects, carrying customer values in its statement and detail.
  const connection = t.db.orm.em.getConnection();
  await connection.execute(`create function refuse_marked_client() returns trigger language plpgsql as $$
    begin
      if new.name like 'Refuse %' then
        raise exception 'refused by the log test' using detail = new.email, hint = new.notes;
      end if;
      return new;
    end $$`);
  await connection.execute('create trigger refuse_marked_client before insert on client for each row execute function refuse_marked_client()');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('what the log holds', () => {
  it('holds no public-link token, whichever page or API carries it', async () => {
    await t.request().get(`/api/public/invoices/${token}`).expect(200);
    for (const path of [
      `/view/invoice/${token}`,
      `/view/estimate/${TOKEN_GUESS}`,
      `/view/change-order/${TOKEN_GUESS}`,
      `/api/public/estimates/${TOKEN_GUESS}`,
      `/api/public/change-orders/${TOKEN_GUESS}`,
      `/reset-password?token=${TOKEN_GUESS}`,
    ]) {
      await t.request().get(path);
    }

    const logged = lines.filter((line) => line.msg === 'request').map((line) => line.url);
    expect(logged).toContain('/api/public/invoices/[redacted]');
    expect(logged).toContain('/view/invoice/[redacted]');
    expect(logged).toContain('/reset-password?token=[redacted]');
    expect(written()).not.toContain(token);
    expect(written()).not.toContain(TOKEN_GUESS);
  });

  it('holds no search text, password, cookie or Authorization header', async () => {
    await owner.as(t.request().get(`/api/search?q=${encodeURIComponent(CUSTOMER.name)}`)).expect(200);
    await owner.as(t.request().get(`/api/clients?q=${encodeURIComponent(CUSTOMER.name)}&page=1`)).expect(200);
    await t.request()
      .post('/api/login')
      .set('Authorization', AUTHORIZATION)
      .set('Cookie', COOKIE)
      .send({ username: owner.username, password: ownerPassword })
      .expect(200);
    await t.request().post('/api/login').send({ username: owner.username, password: 'a wrong password' }).expect(401);

    expect(lines.map((line) => line.url)).toContain('/api/clients?q=[redacted]&page=1');
    for (const secret of [CUSTOMER.name, encodeURIComponent(CUSTOMER.name), ownerPassword, 'a wrong password', 'authorization-value', 'cookie-value', 'cookie-signature', owner.cookie]) {
      expect(written()).not.toContain(secret);
    }
  });

  it('logs a database failure by class, SQLSTATE and statement, without the values it carried', async () => {
    const response = await owner.as(t.request().post('/api/clients')).send(REFUSED);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.text).not.toContain('Bartholomew');

    const failure = lines.find((line) => (line.err as { code?: string } | undefined)?.code === 'P0001');
    expect(failure?.err).toMatchObject({ type: 'DriverException', message: 'refused by the log test' });
    // PGlite's error carries the statement MikroORM ran, values inlined; pg's carries none.
    const query = (failure?.err as { query?: string }).query;
    if (t.db.kind === 'embedded') {
      expect(query).toMatch(/^insert into "client" \("id", "account_id", "name", .*\) values \(\?, \?, \?, /);
    } else {
      expect(query).toBeUndefined();
    }
    for (const value of [...Object.values(REFUSED), 'Bartholomew', 'bart@', '9083', ...Object.values(CUSTOMER)]) {
      expect(written()).not.toContain(value);
    }
  });
});
