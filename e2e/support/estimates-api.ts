import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, type EstimateInputDraft } from '@ledgerline/contracts';

type EstimateDraft = Omit<EstimateInputDraft, 'issueDate' | 'validUntil' | 'currency'>;

/** An estimate in US dollars, issued today and valid 30 days, made and sent through the API: its id, public link path and revision. */
export async function sentEstimateViaApi(request: APIRequestContext, input: EstimateDraft): Promise<{ id: string; publicPath: string; revision: number }> {
  const issueDate = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/estimates', { data: { issueDate, validUntil: addDays(issueDate, 30), currency: 'USD', ...input } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/api/estimates/${id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const { publicUrl, revision } = (await sent.json()) as { publicUrl: string; revision: number };
  return { id, publicPath: new URL(publicUrl).pathname, revision };
}

/**
 * An estimate made, sent and accepted through the API (the client's typed-name signature on its
 * public link), for tests of what comes after acceptance. Returns its id.
 */
export async function acceptedEstimateViaApi(request: APIRequestContext, input: EstimateDraft): Promise<string> {
  const { id, publicPath, revision } = await sentEstimateViaApi(request, input);
  const apiPath = publicPath.replace('/view/estimate/', '/api/public/estimates/');
  const accepted = await request.post(`${apiPath}/accept`, { data: { name: 'Ana Ortega', signature: null, consent: true, optionalLineIds: [], revision } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return id;
}
