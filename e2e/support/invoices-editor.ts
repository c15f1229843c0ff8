import { expect, type Locator, type Page } from '@playwright/test';

export interface LineInput {
  description: string;
  quantity: string;
  unitPrice: string;
}

/** The invoice editor (/invoices/new, /invoices/edit/:id), driven by its labels and roles. */
export class InvoiceEditorPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async addClientOnTheSpot(client: { name: string; company: string; email: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'New client' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('Client name').fill(client.name);
    await dialog.getByLabel('Company').fill(client.company);
    await dialog.getByLabel('Client email').fill(client.email);
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect(dialog).toBeHidden();
    // The picker shows the new client as chosen: "name (company)".
    await expect(this.page.getByTitle(`${client.name} (${client.company})`)).toBeVisible();
  }

  /** Picks a client the account already has, by the name the picker shows. */
  async chooseClient(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Client' }).click();
    await this.page.getByTitle(name, { exact: true }).click();
  }

  async fillLines(lines: LineInput[]): Promise<void> {
    for (const [index, line] of lines.entries()) {
      const n = index + 1;
      if (index > 0) await this.page.getByRole('button', { name: 'Add line' }).click();
      await this.page.getByLabel(`Line ${n} description`, { exact: true }).fill(line.description);
      await this.page.getByLabel(`Line ${n} quantity`, { exact: true }).fill(line.quantity);
      await this.page.getByLabel(`Line ${n} unit price`, { exact: true }).fill(line.unitPrice);
    }
  }

  async setInvoiceDiscountPercent(percent: string): Promise<void> {
    await this.page.getByLabel('Invoice discount', { exact: true }).fill(percent);
  }

  /** A row of the Totals panel ("Subtotal", "Discount", "Total", "Balance due"). */
  totalsRow(label: string): Locator {
    return this.page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: new RegExp(`^${label}\\b`) });
  }

  status(): Locator {
    return this.page.getByRole('group', { name: 'Invoice status' });
  }

  async recordPayment(amount?: string, options: { sendReceipt?: boolean } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = this.page.getByRole('dialog', { name: /Record a payment/ });
    if (amount !== undefined) await dialog.getByLabel(/Amount/).fill(amount);
    if (options.sendReceipt) await dialog.getByRole('checkbox', { name: /Email the client a receipt/ }).check();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
  }
}
