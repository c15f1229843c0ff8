import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { savePdf, sharePdf } from './save-pdf.ts';

const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const fileName = 'Invoice-INV-2026-0007.pdf';

const clickedDownloads: string[] = [];
const share = jest.fn<(data: ShareData) => Promise<void>>();
const canShare = jest.fn<(data: ShareData) => boolean>();
const picker = jest.fn<(options: { suggestedName: string }) => Promise<unknown>>();
const pickerWindow = window as unknown as { showSaveFilePicker?: typeof picker };

function withShareApi(): void {
  Object.assign(navigator, { share, canShare });
}

beforeEach(() => {
  clickedDownloads.length = 0;
  share.mockReset();
  canShare.mockReset().mockReturnValue(true);
  picker.mockReset();
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedDownloads.push(this.download);
  });
});

afterEach(() => {
  delete pickerWindow.showSaveFilePicker;
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  jest.restoreAllMocks();
});

describe('savePdf', () => {
  it('uses the file-save picker where the browser has one', async () => {
    const write = jest.fn(async (_data: Blob) => {});
    const close = jest.fn(async () => {});
    picker.mockResolvedValue({ createWritable: async () => ({ write, close }) });
    pickerWindow.showSaveFilePicker = picker;
    withShareApi();

    await expect(savePdf(blob, fileName)).resolves.toEqual({ success: true, downloaded: true, shared: false, method: 'file-picker' });
    expect(picker.mock.calls[0]![0].suggestedName).toBe(fileName);
    expect(write).toHaveBeenCalledWith(blob);
    expect(close).toHaveBeenCalled();
    expect(share).not.toHaveBeenCalled();
    expect(clickedDownloads).toEqual([]);
  });

  it('says the save was cancelled when the user closes the picker', async () => {
    picker.mockRejectedValue(new DOMException('closed', 'AbortError'));
    pickerWindow.showSaveFilePicker = picker;
    const result = await savePdf(blob, fileName);
    expect(result).toMatchObject({ success: false, downloaded: false, method: 'file-picker', error: 'Save cancelled' });
    expect(clickedDownloads).toEqual([]);
  });

  it('shares the file where there is no picker but the Web Share API takes files', async () => {
    withShareApi();
    share.mockResolvedValue(undefined);
    await expect(savePdf(blob, fileName)).resolves.toEqual({ success: true, downloaded: false, shared: true, method: 'web-share' });
    const shared = share.mock.calls[0]![0].files![0]!;
    expect(shared.name).toBe(fileName);
    expect(shared.type).toBe('application/pdf');
  });

  it('reports "Share cancelled" when the user dismisses the share sheet', async () => {
    withShareApi();
    share.mockRejectedValue(new DOMException('dismissed', 'AbortError'));
    await expect(savePdf(blob, fileName)).resolves.toEqual({
      success: false, downloaded: false, shared: false, method: 'web-share', error: 'Share cancelled',
    });
    expect(clickedDownloads).toEqual([]);
  });

  it('downloads the file and says so when sharing fails', async () => {
    withShareApi();
    share.mockRejectedValue(new DOMException('no target', 'NotAllowedError'));
    const result = await savePdf(blob, fileName);
    expect(result).toMatchObject({ success: true, downloaded: true, shared: false, method: 'download' });
    expect(result.error).toMatch(/downloaded to your device/);
    expect(clickedDownloads).toEqual([fileName]);
  });

  it('falls back to a plain download where the browser can share no files', async () => {
    withShareApi();
    canShare.mockReturnValue(false);
    await expect(savePdf(blob, fileName)).resolves.toEqual({ success: true, downloaded: true, shared: false, method: 'download' });
    expect(clickedDownloads).toEqual([fileName]);
    expect(share).not.toHaveBeenCalled();
  });
});

describe('sharePdf', () => {
  it('says the Web Share API is missing and downloads instead', async () => {
    const result = await sharePdf(blob, fileName);
    expect(result).toMatchObject({ success: true, downloaded: true, method: 'download', error: 'Web Share API is not supported in this browser' });
    expect(clickedDownloads).toEqual([fileName]);
  });
});
