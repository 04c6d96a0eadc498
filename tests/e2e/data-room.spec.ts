import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { DOCUMENT_MESSAGES } from '@/lib/validation/idea-documents';
import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedAccess, seedIdea, seller, uniqueWord } from './support/ideas';

// The listing's data room in the browser (DESIGN.md section 14): the creator attaches documents
// from the idea page, each with its progress; a requester still waiting for approval is told who
// may read them; an approved buyer downloads a PDF that carries their name; the creator deletes one.

/** A PDF of about 3.6 MB: a line of text and a picture of noise, which no compression shrinks. */
async function largePdf(): Promise<Buffer> {
  const side = 1100;
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Business plan for the data room', {
    x: 50,
    y: 780,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  page.drawImage(await pdf.embedPng(noise), { x: 50, y: 250, width: 495, height: 495 });
  return Buffer.from(await pdf.save());
}

test('the creator attaches documents, an approved buyer downloads them with their name, others are refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const creator = await seller(request);
  const buyer = await seller(request);
  const pending = await seller(request);
  const title = `Documented ${uniqueWord()} kiln`;
  const idea = await seedIdea(request, creator, { title, requireNDA: true });
  await approvedAccess(request, creator, buyer, idea._id);
  const asked = await request.post(`/api/ideas/${idea._id}/access-requests`, {
    headers: { authorization: `Bearer ${pending.token}` },
    data: { fullName: 'Pat Pending', agree: true },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const pdf = await largePdf();
  expect(pdf.length).toBeGreaterThan(3 * 1024 * 1024);
  expect(pdf.length).toBeLessThan(4 * 1024 * 1024);
  const main = page.locator('#main-content');

  // The creator opens the data room from the idea page: nothing attached yet.
  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}`);
  await main.getByTestId('data-room-link').click();
  await expect(page).toHaveURL(`/ideas/${idea._id}/documents`);
  await expect(main.getByRole('heading', { level: 1, name: 'Data room' })).toBeVisible();
  await expect(main.getByText(title)).toBeVisible();
  await expect(main.getByText('No documents yet.')).toBeVisible();

  // Uploads at 1 MB/s: the PDF's progress bar is seen part-way, then both are attached in turn.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await main.getByLabel('Attach documents').setInputFiles([
    { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf },
    {
      name: 'figures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('year,revenue\n2026,120000\n2027,310000\n'),
    },
  ]);
  const bar = main.getByRole('progressbar', { name: 'Upload of plan.pdf' });
  await expect(bar).toBeVisible();
  const partWay = () =>
    bar.evaluate((element) => {
      const { value } = element as HTMLProgressElement;
      return value > 0 && value < 100;
    });
  await expect.poll(partWay, { intervals: [50] }).toBe(true);
  await expect(main.getByTestId('document-announcement')).toHaveText('figures.csv attached', {
    timeout: 30_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toHaveJSProperty('value', 100);
  await expect(main.getByTestId('document-upload-error')).toHaveCount(0);
  const list = main.getByTestId('document-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('plan.pdf');
  await expect(list.getByRole('listitem').first()).toContainText('PDF · 3.');
  await expect(list.getByRole('listitem').nth(1)).toContainText('figures.csv');
  await expect(list.getByRole('listitem').nth(1)).toContainText('CSV');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // A requester whose request is still pending is told who may read the documents.
  await page.context().clearCookies();
  await signInViaApi(page, pending);
  await page.goto(`/ideas/${idea._id}/documents`);
  await expect(main.getByTestId('documents-not-allowed')).toContainText(DOCUMENT_MESSAGES.notAllowed);
  await expect(main.getByTestId('document-list')).toHaveCount(0);
  // The idea's page tells them what its data room holds, never the documents' names.
  await page.goto(`/ideas/${idea._id}`);
  const summary = main.getByTestId('data-room-summary');
  await expect(summary).toContainText(
    '2 documents (PDF, CSV), shared with the buyers the creator approves under NDA.',
  );
  await expect(summary).not.toContainText('plan.pdf');

  // The approved buyer follows the idea page's link and downloads the PDF, which carries their name.
  await page.context().clearCookies();
  await signInViaApi(page, buyer);
  await page.goto(`/ideas/${idea._id}`);
  await main.getByRole('link', { name: 'Documents shared under NDA' }).click();
  await expect(page).toHaveURL(`/ideas/${idea._id}/documents`);
  await expect(main.getByText('The PDFs and images you download carry your name')).toBeVisible();
  await expect(main.getByLabel('Attach documents')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Download plan.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('plan.pdf');
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain('Business plan for the data room');
  expect(text).toContain(buyer.displayName);

  // The creator deletes the CSV after confirming; the PDF stays.
  await page.context().clearCookies();
  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}/documents`);
  await list.getByRole('button', { name: 'Delete figures.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog).toContainText('figures.csv');
  await dialog.getByRole('button', { name: 'Delete document' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'figures.csv' })).toHaveCount(0);
  await expect(list.getByRole('heading', { name: 'plan.pdf' })).toBeVisible();
});

test('the creator of an idea without NDA is asked to require it before attaching', async ({
  page,
  request,
}) => {
  const creator = await seller(request);
  const idea = await seedIdea(request, creator, { requireNDA: false });
  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}/documents`);
  const main = page.locator('#main-content');
  await expect(main.getByTestId('documents-needs-nda')).toContainText(DOCUMENT_MESSAGES.needsNda);
  await expect(
    main.getByTestId('documents-needs-nda').getByRole('link', { name: 'Edit the idea' }),
  ).toHaveAttribute('href', `/ideas/${idea._id}/edit`);
  await expect(main.getByLabel('Attach documents')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('signed out, the data room leads to sign-in', async ({ page, request }) => {
  const creator = await seller(request);
  const idea = await seedIdea(request, creator, { requireNDA: true });
  await page.goto(`/ideas/${idea._id}/documents`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
});
