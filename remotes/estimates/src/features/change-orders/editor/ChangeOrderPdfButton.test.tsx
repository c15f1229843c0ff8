import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { pressDownloadPdf, recordPdfDownloads } from '../../../test-support/pdf-download.tsx';
import { draftChangeOrder } from '../../../test-support/sample-estimate.ts';
import { ChangeOrderPdfButton } from './ChangeOrderPdfButton.tsx';

let pdf: ReturnType<typeof recordPdfDownloads>;
beforeEach(() => {
  pdf = recordPdfDownloads();
});

describe("the change order's Download PDF button", () => {
  it("downloads the server's PDF of the change order under its own number", async () => {
    pressDownloadPdf(<ChangeOrderPdfButton changeOrder={draftChangeOrder} />);
    expect(await screen.findByText('PDF downloaded')).toBeTruthy();
    expect(pdf.requested).toEqual([`/api/change-orders/${draftChangeOrder.id}/pdf`]);
    expect(pdf.downloaded).toEqual([`Change-Order-${draftChangeOrder.number}.pdf`]);
  });
});
