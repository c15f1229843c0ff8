import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { pressDownloadPdf, recordPdfDownloads } from '../../../test-support/pdf-download.tsx';
import { acceptedEstimate } from '../../../test-support/sample-estimate.ts';
import { EstimatePdfButton } from './EstimatePdfButton.tsx';

let pdf: ReturnType<typeof recordPdfDownloads>;
beforeEach(() => {
  pdf = recordPdfDownloads();
});

describe("the estimate's Download PDF button", () => {
  it("downloads the server's PDF of the estimate under its revision's number", async () => {
    pressDownloadPdf(<EstimatePdfButton estimate={acceptedEstimate} />);
    expect(await screen.findByText('PDF downloaded')).toBeTruthy();
    expect(pdf.requested).toEqual([`/api/estimates/${acceptedEstimate.id}/pdf`]);
    expect(pdf.downloaded).toEqual([`Estimate-${acceptedEstimate.number}.pdf`]);
  });
});
