/** A signature's PNG as the fake pad exports it. */
export const DRAWN_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * signature_pad draws on a canvas, which jsdom has not: this stand-in keeps its API and lets a test
 * draw a stroke with `FakeSignaturePad.latest.drawStroke()`. Install it with jest.unstable_mockModule
 * before the component under test is imported.
 */
export class FakeSignaturePad {
  static latest: FakeSignaturePad | null = null;
  private strokes = 0;
  private readonly listeners = new Map<string, () => void>();

  constructor() {
    FakeSignaturePad.latest = this;
  }

  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, listener);
  }

  removeEventListener(type: string): void {
    this.listeners.delete(type);
  }

  off(): void {}
  toData(): unknown[] {
    return [];
  }
  fromData(): void {}

  isEmpty(): boolean {
    return this.strokes === 0;
  }

  toDataURL(): string {
    return DRAWN_SIGNATURE;
  }

  clear(): void {
    this.strokes = 0;
  }

  drawStroke(): void {
    this.strokes += 1;
    this.listeners.get('endStroke')?.();
  }
}

/** jsdom answers getContext with an error on the console; the fake pad needs no context. */
export function withoutCanvasContext(): void {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
