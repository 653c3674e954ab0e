import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuestAndCreateSave } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const run = promisify(execFile);

const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface ShownLine {
  group: string;
  code: string;
  name: string;
  quantity: string;
  amount: string;
}

async function placeFromBase(page: Page, name: string): Promise<void> {
  const catalogue = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill(name);
  await catalogue
    .locator('.model-tile')
    .filter({ has: page.locator('.model-tile-name', { hasText: new RegExp(`^${name}"$`) }) })
    .first()
    .click();
}

/** The price list's lines as the panel shows them: group, code, name, quantity and amount. */
function shownLines(page: Page): Promise<ShownLine[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableElement>('.cart-panel table.cart-group')].flatMap((table) =>
      [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((row) => {
        const label = row.querySelector('.cart-line-name');
        const code = label?.querySelector('.cart-code')?.textContent?.trim() ?? '';
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
        return {
          group: table.querySelector('caption')?.textContent?.trim() ?? '',
          code,
          name: (label?.textContent ?? '').replace(code, '').trim(),
          quantity: cells[0] ?? '',
          amount: cells[cells.length - 1] ?? '',
        };
      }),
    ),
  );
}

/** RFC 4180 fields of one CSV text: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  expect(field, 'the CSV ends with a line break').toBe('');
  return rows;
}

async function saved(download: Download): Promise<string> {
  const file = await download.path();
  expect(file).not.toBeNull();
  return file ?? '';
}

/** Ctrl+S once the owner's editor has written the design's total: a "Saved" checkpoint at that total. */
async function checkpointAt(page: Page, totalPrice: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__kitchensync?.doc?.getMap('design').get('totalPrice')), {
      timeout: WAIT_MS,
    })
    .toBe(totalPrice);
  // Shortcuts leave fields alone, and the catalogue's search box still has the focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await page.getByRole('status').getByText('Saved').waitFor({ timeout: WAIT_MS });
}

describe('the price list’s quote and history', () => {
  const product = useProductFixture('quote');

  it('hands the customer a PDF with every line, the customer and the total as text, and the dealer a CSV with the same table, in the installation’s currency', async () => {
    const { server } = await product.start({ CURRENCY: 'EUR' });
    const page = await product.newPage({ width: 1280, height: 900 });
    await signInAsGuestAndCreateSave(page, server.url, 'quote@example.com');
    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    await placeFromBase(page, 'Base 24');
    await placeFromBase(page, 'Base 24');
    await placeFromBase(page, 'Base 36');

    const list = page.getByRole('region', { name: 'Price list' });
    const cabinets = list.getByRole('table', { name: 'Cabinets' });
    await expect
      .poll(() => cabinets.getByRole('row').filter({ hasText: 'B36' }).count(), { timeout: WAIT_MS })
      .toBe(1);
    await expect
      .poll(async () => (await list.getByLabel('Total price').textContent()) ?? '', { timeout: WAIT_MS })
      .toMatch(/^€[\d,]+\.\d\d$/);
    const lines = await shownLines(page);
    expect(lines.find((line) => line.code === 'B24')?.quantity).toBe('2');
    const listTotal = (await list.getByLabel('Total price').textContent()) ?? '';

    // The quote: designer, customer, a 10 % discount, 8.25 % tax, a validity date and notes.
    await list.getByRole('button', { name: 'Quote…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote' });
    const fill = async (label: string, text: string) => {
      const field = dialog.getByLabel(label, { exact: true });
      await field.fill(text);
      await field.blur();
    };
    await fill('Your business', 'Harbour Kitchens');
    await fill('Customer name', 'Ada Byron');
    await fill('Customer address', '12 Harbour Road\nPortsmouth');
    await fill('Discount (−) or markup (+), %', '-10');
    await fill('Tax rate, %', '8.25');
    await fill('Valid until', '2027-01-31');
    await fill('Notes', 'Install in March.');
    const listCents = Math.round(Number(listTotal.replace(/[€,]/g, '')) * 100);
    const discountCents = -Math.round(listCents * 0.1);
    const taxCents = Math.round((listCents + discountCents) * 0.0825);
    const totalText = euros(listCents + discountCents + taxCents);
    await expect
      .poll(() => dialog.getByLabel('Quote total').textContent(), { timeout: WAIT_MS })
      .toBe(totalText);
    if (process.env.QUOTE_SHOTS)
      await page.screenshot({ path: `${process.env.QUOTE_SHOTS}/quote-dialog.png` });

    // The PDF has every line's code, the customer, the dates and the total as text.
    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/ quote\.pdf$/);
    const pdfPath = await saved(pdf);
    if (process.env.QUOTE_SHOTS) await run('cp', [pdfPath, `${process.env.QUOTE_SHOTS}/quote.pdf`]);
    expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout: pdfText } = await run('pdftotext', ['-layout', pdfPath, '-']);
    for (const line of lines) {
      if (line.code !== '') expect(pdfText).toContain(line.code);
      expect(pdfText).toContain(line.name);
      expect(pdfText).toContain(line.amount);
    }
    for (const text of [
      'Harbour Kitchens',
      'Ada Byron',
      'Portsmouth',
      'January 31, 2027',
      'Install in March.',
    ])
      expect(pdfText).toContain(text);
    const escaped = (text: string) => text.replace(/[.$()]/g, '\\$&');
    expect(pdfText).toMatch(new RegExp(`List total\\s+${escaped(listTotal)}`));
    expect(pdfText).toMatch(new RegExp(`Total \\(EUR\\)\\s+${escaped(totalText)}`));

    // The CSV is the same table as the price list, amounts in euros as plain numbers, and the totals.
    const csvDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const csv = parseCsv(await readFile(await saved(await csvDownload), 'utf8'));
    expect(csv[0]).toEqual([
      'Group',
      'Code',
      'Item',
      'Style',
      'Width (in)',
      'Height (in)',
      'Depth (in)',
      'Quantity',
      'Unit',
      'Unit price (EUR)',
      'Amount (EUR)',
    ]);
    const csvLines = csv.slice(1, 1 + lines.length);
    expect(
      csvLines.map(([group, code, item, , , , , quantity, , , amount]) => ({
        group,
        code,
        name: item,
        quantity,
        amount: amount === '' ? 'Price on request' : euros(Math.round(Number(amount) * 100)),
      })),
    ).toEqual(lines);
    const totals = Object.fromEntries(csv.slice(1 + lines.length).map((row) => [row[0], row[10]]));
    expect(totals).toEqual({
      'List total': (listCents / 100).toFixed(2),
      'Discount 10%': (discountCents / 100).toFixed(2),
      'Tax 8.25%': (taxCents / 100).toFixed(2),
      Total: ((listCents + discountCents + taxCents) / 100).toFixed(2),
    });
  });

  it('shows each checkpoint of the design with the total it had and what it cost against the one before', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 900 });
    await signInAsGuestAndCreateSave(page, server.url, 'history@example.com');
    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const modelPrices = () =>
      page.evaluate(() => window.__kitchensync?.models().map((model) => model.modelPrice) ?? []);

    await placeFromBase(page, 'Base 24');
    await expect.poll(async () => (await modelPrices()).length, { timeout: WAIT_MS }).toBe(1);
    const [base24 = 0] = await modelPrices();
    await checkpointAt(page, base24);
    await placeFromBase(page, 'Base 36');
    await expect.poll(async () => (await modelPrices()).length, { timeout: WAIT_MS }).toBe(2);
    const total = (await modelPrices()).reduce((sum, price) => sum + price, 0);
    await checkpointAt(page, total);

    const dollars = (amount: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
    const checkpoints = page.getByRole('list', { name: 'Checkpoints' }).getByRole('listitem');
    await expect.poll(() => checkpoints.count(), { timeout: WAIT_MS }).toBe(2);
    const newest = checkpoints.first();
    expect(await newest.getByLabel('Total then').textContent()).toBe(dollars(total));
    expect(await newest.getByLabel('Change').textContent()).toBe(`+${dollars(total - base24)}`);
    expect(await checkpoints.last().getByLabel('Total then').textContent()).toBe(dollars(base24));
    expect(await checkpoints.last().getByLabel('Change').count()).toBe(0);
    if (process.env.QUOTE_SHOTS) {
      await newest.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.QUOTE_SHOTS}/history.png` });
    }
  });
});
