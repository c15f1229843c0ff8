import { describe, expect, it } from '@jest/globals';
import { acceptanceSchema, CONSENT_TEXT, declineSchema, publicSignatureSchema } from './signature.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const accept = (change: Record<string, unknown> = {}) => acceptanceSchema.safeParse({ name: 'Ada Lovelace', consent: true, revision: 2, ...change });
const messages = (result: ReturnType<typeof accept>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('accepting with a signature', () => {
  it('takes the typed name as the signature when none is drawn', () => {
    expect(accept().data).toEqual({ name: 'Ada Lovelace', signature: null, consent: true, optionalLineIds: [], revision: 2 });
    expect(accept({ signature: PNG }).data?.signature).toBe(PNG);
  });

  it('needs the consent ticked, a full name and the revision read', () => {
    expect(messages(accept({ consent: false }))).toEqual(['Agree to sign electronically to accept.']);
    expect(messages(accept({ name: ' A ' }))).toEqual(['Type your full name.']);
    expect(accept({ revision: undefined }).success).toBe(false);
  });

  it('takes only a PNG of a reasonable size as a drawn signature', () => {
    expect(messages(accept({ signature: 'data:image/svg+xml;base64,PHN2Zz4=' }))).toEqual(['A drawn signature must be a PNG image.']);
    expect(messages(accept({ signature: `data:image/png;base64,${'A'.repeat(200_000)}` }))).toEqual(['The drawn signature is too large.']);
  });

  it('names optional lines by id', () => {
    expect(accept({ optionalLineIds: ['33333333-3333-4333-8333-333333333333'] }).success).toBe(true);
    expect(messages(accept({ optionalLineIds: ['line-1'] }))).toEqual(['Not a valid id.']);
  });

  it('states the consent as it is stored with every signature', () => {
    expect(CONSENT_TEXT).toBe('I agree to sign this document electronically. My electronic signature has the same legal effect as a handwritten signature.');
  });

  it('keeps the IP address and browser of the signer off the public page', () => {
    expect(Object.keys(publicSignatureSchema.shape)).not.toContain('ip');
    expect(Object.keys(publicSignatureSchema.shape)).not.toContain('userAgent');
  });
});

describe('declining', () => {
  it('asks why', () => {
    expect(declineSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('Say why you decline.');
    expect(declineSchema.parse({ reason: ' Too expensive ' })).toEqual({ reason: 'Too expensive' });
  });
});
