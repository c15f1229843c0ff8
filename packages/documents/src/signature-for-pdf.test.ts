import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sampleDrawnSignature } from './test-support/sample-public-estimate.ts';
import { signatureForPdf } from './signature-for-pdf.ts';

/** jsdom decodes no images: each test says how decoding goes. */
function decodingWill(outcome: 'succeed' | 'fail') {
  HTMLImageElement.prototype.decode = () => (outcome === 'succeed' ? Promise.resolve() : Promise.reject(new Error('no decoder')));
}

afterEach(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  jest.restoreAllMocks();
});

describe('signatureForPdf', () => {
  it('redraws a drawn PNG signature as a JPEG on white, which the browser renderer embeds without a worker', async () => {
    const fill = jest.fn();
    const context = { fillStyle: '', fillRect: fill, drawImage: jest.fn() };
    decodingWill('succeed');
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => `data:${type};base64,AAAA`);

    const printable = await signatureForPdf(sampleDrawnSignature);
    expect(printable).toEqual({ ...sampleDrawnSignature, image: 'data:image/jpeg;base64,AAAA' });
    expect(context.fillStyle).toBe('#ffffff');
    expect(fill).toHaveBeenCalled();
  });

  it('keeps a typed signature, and the PNG where the image cannot be redrawn', async () => {
    const typed = { ...sampleDrawnSignature, method: 'typed' as const, image: null };
    expect(await signatureForPdf(typed)).toBe(typed);
    expect(await signatureForPdf(null)).toBeNull();
    decodingWill('fail');
    expect(await signatureForPdf(sampleDrawnSignature)).toEqual(sampleDrawnSignature);
  });
});
