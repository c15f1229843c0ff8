import { BUILT_IN_TEMPLATES, LOGO_MAX_BYTES, type Template } from '@ledgerline/contracts';
import { resolveTemplate } from '../src/modules/templates/resolve-template.ts';
import { accountIdOf, addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { addAcceptedEstimate, addChangeOrder, addEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let other: Member;
let ownerClient: string;

beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = await Promise.all([signUp(t), signUp(t)]);
  ownerClient = await addClient(t, owner);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body'), Buffer.from([0xff, 0xd9])]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function newTemplate(member: Member, design = 'clean'): Promise<Template> {
  const response = await member.as(t.request().post('/api/templates')).send({ design });
  expect(response.status).toBe(201);
  return response.body;
}

const settingsOf = ({ id: _id, logoUrl: _logo, defaultFor: _defaults, updatedAt: _at, ...rest }: Template) => rest;
const remove = (member: Member, id: string) => member.as(t.request().delete(`/api/templates/${id}`));

describe('templates', () => {
  it('lists the three built-in designs to start from, and a new template is a copy of one', async () => {
    const list = await owner.as(t.request().get('/api/templates'));
    expect(list.status).toBe(200);
    expect(list.body.designs.map((d: { design: string }) => d.design)).toEqual(['clean', 'classic', 'bold']);
    const bold = await newTemplate(owner, 'bold');
    expect(bold).toMatchObject({ ...BUILT_IN_TEMPLATES.bold, logoUrl: null, defaultFor: [], version: 1 });
    const after = await owner.as(t.request().get('/api/templates'));
    expect(after.body.items.map((item: Template) => item.id)).toContain(bold.id);
    expect((await owner.as(t.request().post('/api/templates')).send({ design: 'fancy' })).status).toBe(400);
    await remove(owner, bold.id);
  });

  it('saves an edit, answers 409 for a stale version, and deletes', async () => {
    const template = await newTemplate(owner);
    const edit = { ...settingsOf(template), name: 'Quotes', accentColor: '#123456', labels: { estimate: 'Quote' }, show: { ...template.show, unit: false } };
    const saved = await owner.as(t.request().put(`/api/templates/${template.id}`)).send(edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Quotes', accentColor: '#123456', labels: { estimate: 'Quote' }, show: { unit: false }, version: 2 });
    const stale = await owner.as(t.request().put(`/api/templates/${template.id}`)).send({ ...edit, name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await owner.as(t.request().get(`/api/templates/${template.id}`))).body.name).toBe('Quotes');
    const bad = await owner.as(t.request().put(`/api/templates/${template.id}`)).send({ ...edit, version: 2, accentColor: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The accent colour must be a hex colour like #1f6feb.');
    expect((await remove(owner, template.id)).status).toBe(204);
    expect((await owner.as(t.request().get(`/api/templates/${template.id}`))).status).toBe(404);
  });

  it('keeps one default per document kind; a deleted default falls back to the built-in Clean design', async () => {
    const accountId = await accountIdOf(t, owner);
    const [first, second] = [await newTemplate(owner, 'classic'), await newTemplate(owner, 'bold')];
    const made = await owner.as(t.request().post(`/api/templates/${first.id}/default`)).send({ kind: 'invoice' });
    expect(made.body.defaultFor).toEqual(['invoice']);
    await owner.as(t.request().post(`/api/templates/${first.id}/default`)).send({ kind: 'estimate' });
    await owner.as(t.request().post(`/api/templates/${second.id}/default`)).send({ kind: 'invoice' });
    const list = (await owner.as(t.request().get('/api/templates'))).body.items as Template[];
    expect(list.find((item) => item.id === first.id)?.defaultFor).toEqual(['estimate']);
    expect(list.find((item) => item.id === second.id)?.defaultFor).toEqual(['invoice']);
    expect((await owner.as(t.request().post(`/api/templates/${first.id}/default`)).send({ kind: 'receipt' })).status).toBe(400);

    const em = t.db.orm.em.fork();
    expect((await resolveTemplate(em, accountId, 'invoice')).settings.design).toBe('bold');
    expect((await resolveTemplate(em, accountId, 'change_order')).settings).toEqual(BUILT_IN_TEMPLATES.clean);
    expect((await resolveTemplate(em, accountId, 'invoice', first.id)).id).toBe(first.id);
    await remove(owner, second.id);
    expect((await resolveTemplate(t.db.orm.em.fork(), accountId, 'invoice'))).toEqual({ id: null, settings: BUILT_IN_TEMPLATES.clean, logo: null });
    await remove(owner, first.id);
  });

  it('a document picks one of its account\'s templates, and follows the default again when the template is deleted', async () => {
    const template = await newTemplate(owner);
    const invoice = await addInvoice(t, owner, ownerClient, { templateId: template.id });
    expect(invoice.templateId).toBe(template.id);
    const estimate = await addEstimate(t, owner, ownerClient, { templateId: template.id });
    expect(estimate.templateId).toBe(template.id);
    const accepted = await addAcceptedEstimate(t, owner, ownerClient);
    const changeOrder = await addChangeOrder(t, owner, accepted.id, { templateId: template.id });
    expect(changeOrder.templateId).toBe(template.id);
    const accountId = await accountIdOf(t, owner);
    expect((await resolveTemplate(t.db.orm.em.fork(), accountId, 'invoice', invoice.templateId)).id).toBe(template.id);

    await remove(owner, template.id);
    for (const path of [`/api/invoices/${invoice.id}`, `/api/estimates/${estimate.id}`, `/api/change-orders/${changeOrder.id}`]) {
      expect((await owner.as(t.request().get(path))).body.templateId).toBeNull();
    }
    await owner.as(t.request().delete(`/api/invoices/${invoice.id}`));
    await owner.as(t.request().delete(`/api/estimates/${estimate.id}`));
  });
});

describe('the builder\'s preview', () => {
  it('answers a document as its client sees it, and its PDF with unsaved settings', async () => {
    const invoice = await addInvoice(t, owner, ownerClient);
    const shown = await owner.as(t.request().get(`/api/templates/preview/invoice/${invoice.id}`));
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ kind: 'invoice', paperSize: 'A4', document: { number: invoice.number, client: { name: 'Acme Building Co' } } });
    const pdf = await owner
      .as(t.request().post(`/api/templates/preview/invoice/${invoice.id}/pdf`))
      .send({ templateId: null, settings: { ...BUILT_IN_TEMPLATES.bold, labels: { invoice: 'Tax invoice' } } })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const otherClient = await addClient(t, other);
    const foreign = await addInvoice(t, other, otherClient);
    expect((await owner.as(t.request().get(`/api/templates/preview/invoice/${foreign.id}`))).status).toBe(404);
    expect((await owner.as(t.request().get(`/api/templates/preview/receipt/${invoice.id}`))).status).toBe(404);
    const othersTemplate = await newTemplate(other);
    const withForeignLogo = await owner.as(t.request().post(`/api/templates/preview/invoice/${invoice.id}/pdf`)).send({ templateId: othersTemplate.id, settings: BUILT_IN_TEMPLATES.clean });
    expect(withForeignLogo.status).toBe(404);
    await remove(other, othersTemplate.id);
    await owner.as(t.request().delete(`/api/invoices/${invoice.id}`));
    await other.as(t.request().delete(`/api/invoices/${foreign.id}`));
  });
});

describe('another account', () => {
  let template: Template;
  beforeAll(async () => {
    const created = await newTemplate(owner);
    template = (await owner.as(t.request().put(`/api/templates/${created.id}/logo`)).set('Content-Type', 'image/png').send(PNG)).body;
  });
  afterAll(() => remove(owner, template.id));

  const probes: [string, (id: string) => ReturnType<ReturnType<TestApp['request']>['get']>][] = [
    ['GET /api/templates/:id', (id) => t.request().get(`/api/templates/${id}`)],
    ['PUT /api/templates/:id', (id) => t.request().put(`/api/templates/${id}`).send({ ...settingsOf(template), name: 'Taken over' })],
    ['DELETE /api/templates/:id', (id) => t.request().delete(`/api/templates/${id}`)],
    ['POST /api/templates/:id/default', (id) => t.request().post(`/api/templates/${id}/default`).send({ kind: 'invoice' })],
    ['PUT /api/templates/:id/logo', (id) => t.request().put(`/api/templates/${id}/logo`).set('Content-Type', 'image/png').send(PNG)],
    ['GET /api/templates/:id/logo', (id) => t.request().get(`/api/templates/${id}/logo`)],
    ['DELETE /api/templates/:id/logo', (id) => t.request().delete(`/api/templates/${id}/logo`)],
  ];

  it.each(probes)('%s answers 404 as for a missing id, and changes nothing', async (_route, probe) => {
    const foreign = await other.as(probe(template.id));
    const missing = await other.as(probe('00000000-0000-4000-8000-000000000000'));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(missing.body.message);
    const mine = await owner.as(t.request().get(`/api/templates/${template.id}`));
    expect(mine.body).toEqual(template);
    expect((await probe(template.id)).status).toBe(401);
  });

  it('never lists the other account\'s templates, nor lets its documents pick one', async () => {
    const list = await other.as(t.request().get('/api/templates'));
    expect(list.body.items.map((item: Template) => item.id)).not.toContain(template.id);
    const otherClient = await addClient(t, other);
    const invoice = await other.as(t.request().post('/api/invoices')).send({
      clientId: otherClient, issueDate: '2026-11-01', dueDate: '2026-12-01', currency: 'USD', lines: [], templateId: template.id,
    });
    expect(invoice.status).toBe(404);
    expect(invoice.body).toMatchObject({ code: 'template_not_found', message: 'This template does not exist. Choose one of your templates.' });
    const estimate = await other.as(t.request().post('/api/estimates')).send({
      clientId: otherClient, issueDate: '2026-11-01', validUntil: '2026-12-01', currency: 'USD', lines: [], templateId: template.id,
    });
    expect(estimate.status).toBe(404);
    const accountId = await accountIdOf(t, other);
    expect((await resolveTemplate(t.db.orm.em.fork(), accountId, 'invoice', template.id)).id).toBeNull();
  });
});

describe('logo', () => {
  let template: Template;
  beforeAll(async () => {
    template = await newTemplate(owner);
  });
  afterAll(() => remove(owner, template.id));
  const upload = (type: string, body: Buffer) => owner.as(t.request().put(`/api/templates/${template.id}/logo`)).set('Content-Type', type).send(body);

  it('takes a PNG as the body and serves it back as image/png, not sniffed', async () => {
    const saved = await upload('image/png', PNG);
    expect(saved.status).toBe(200);
    expect(saved.body.logoUrl).toMatch(new RegExp(`^/api/templates/${template.id}/logo\\?v=[0-9a-f]{16}$`));
    expect(saved.body.version).toBe(template.version + 1);
    const served = await owner.as(t.request().get(saved.body.logoUrl)).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('takes a JPEG from a multipart form, whatever its declared type', async () => {
    const saved = await owner.as(t.request().put(`/api/templates/${template.id}/logo`)).attach('logo', JPEG, { filename: 'logo.jpg', contentType: 'image/jpeg' });
    expect(saved.status).toBe(200);
    const served = await owner.as(t.request().get(saved.body.logoUrl));
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an SVG, a text file named logo.png and a logo over the size limit, each with a sentence', async () => {
    const svg = await upload('image/svg+xml', SVG);
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe('The logo must be a PNG or JPEG image. SVG and other formats are not accepted.');
    const svgInForm = await owner.as(t.request().put(`/api/templates/${template.id}/logo`)).attach('logo', SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(svgInForm.status).toBe(415);
    const text = await owner.as(t.request().put(`/api/templates/${template.id}/logo`)).attach('logo', Buffer.from('just some text'), { filename: 'logo.png', contentType: 'image/png' });
    expect(text.status).toBe(422);
    expect(text.body.message).toBe('The file is not a PNG or JPEG image. Choose a PNG or JPEG logo.');
    const svgAsPng = await upload('image/png', SVG);
    expect(svgAsPng.status).toBe(422);
    const big = await upload('image/png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The logo is larger than 512 KB. Choose a smaller PNG or JPEG image.');
    const bigInForm = await owner.as(t.request().put(`/api/templates/${template.id}/logo`)).attach('logo', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), { filename: 'logo.png' });
    expect(bigInForm.status).toBe(413);
  });

  it('removes the logo', async () => {
    await upload('image/png', PNG);
    const removed = await owner.as(t.request().delete(`/api/templates/${template.id}/logo`));
    expect(removed.body.logoUrl).toBeNull();
    expect((await owner.as(t.request().get(`/api/templates/${template.id}/logo`))).status).toBe(404);
  });

  it('only takes a logo by PUT: other templates routes stay JSON-only', async () => {
    const post = await owner.as(t.request().post(`/api/templates/${template.id}/default`)).set('Content-Type', 'text/plain').send('invoice');
    expect(post.status).toBe(415);
  });
});
