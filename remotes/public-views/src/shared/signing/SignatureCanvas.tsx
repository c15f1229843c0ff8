import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import SignaturePad from 'signature_pad';

/** What a signature pad exports while it holds strokes, or null when empty. */
export type Drawing = string | null;

/**
 * Keeps the canvas's pixels matched to its size on screen (and the screen's density), which the pad
 * needs to draw sharp lines where the finger is. Resizing a canvas wipes it, so the strokes are put back.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (canvas.width === width && canvas.height === height) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(strokes);
}

/** A drawn signature (signature_pad), reported as a PNG data URL after every stroke, with a Clear button. */
export function SignatureCanvas({ onChange }: { onChange: (drawing: Drawing) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const pad = new SignaturePad(canvas, { penColor: '#1f2a5a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    fitCanvas(canvas, pad);
    const resized = new ResizeObserver(() => fitCanvas(canvas, pad));
    resized.observe(canvas);
    const strokeEnded = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', strokeEnded);
    return () => {
      resized.disconnect();
      pad.removeEventListener('endStroke', strokeEnded);
      pad.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    onChange(null);
  }

  return (
    <div>
      <div className="signature-pad">
        <canvas ref={canvasRef} role="img" aria-label="Signature pad: sign with your finger or the mouse" />
        <div className="baseline" />
      </div>
      <Button size="small" onClick={clear} style={{ marginTop: 8 }}>
        Clear
      </Button>
    </div>
  );
}
