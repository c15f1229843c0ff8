import { describe, expect, it } from '@jest/globals';
import { sampleAcceptedEstimate, sampleDrawnSignature, samplePublicEstimate } from '../test-support/sample-public-estimate.ts';
import { samplePublicChangeOrder } from '../test-support/sample-public-change-order.ts';
import { ownerChangeOrderOf, ownerEstimateOf, sampleClient, sampleSettings } from '../test-support/sample-owner-documents.ts';
import { toPublicChangeOrder } from './to-public-change-order.ts';
import { toPublicEstimate } from './to-public-estimate.ts';

describe('the owner’s documents as their client sees them', () => {
  it('gives back the public estimate, business and client blocks included, from the owner’s answer', () => {
    for (const estimate of [samplePublicEstimate(), sampleAcceptedEstimate()]) {
      expect(toPublicEstimate(ownerEstimateOf(estimate), sampleClient(estimate), sampleSettings(estimate))).toEqual(estimate);
    }
  });

  it('gives back the public change order, without line ids, from the owner’s answer', () => {
    const approved = samplePublicChangeOrder({ status: 'approved', signature: { ...sampleDrawnSignature, revision: 3 } });
    for (const changeOrder of [samplePublicChangeOrder(), approved]) {
      expect(toPublicChangeOrder(ownerChangeOrderOf(changeOrder), sampleClient(changeOrder), sampleSettings(changeOrder))).toEqual(changeOrder);
    }
  });

  it('leaves the signer’s IP address and browser, and the client’s notes, out of the public copy', () => {
    const estimate = sampleAcceptedEstimate();
    const shown = JSON.stringify(toPublicEstimate(ownerEstimateOf(estimate), sampleClient(estimate), sampleSettings(estimate)));
    expect(shown).not.toContain('203.0.113.7');
    expect(shown).not.toContain('Mozilla');
    expect(shown).not.toContain('Gate code');
  });
});
