import type { PdfSignatureEvidence } from './pdf-parts/PdfSignature.tsx';

/**
 * The drawn signature as a JPEG on white. React-PDF decodes a PNG's alpha channel in a Web Worker
 * made from a blob: URL, which the app's Content-Security-Policy (worker-src 'self') refuses, and the
 * render then never finishes; a JPEG goes into the PDF as it is. Where the browser cannot redraw the
 * image, the PNG is kept: the server-side render and the tests decode it without a worker.
 */
async function opaqueImage(dataUrl: string): Promise<string> {
  try {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (context === null) return dataUrl;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.92);
  } catch {
    return dataUrl;
  }
}

/** The signature as the browser's PDF renderer can print it. */
export async function signatureForPdf<S extends PdfSignatureEvidence | null>(signature: S): Promise<S> {
  if (signature === null || signature.image === null || !signature.image.startsWith('data:image/png')) return signature;
  return { ...signature, image: await opaqueImage(signature.image) };
}
