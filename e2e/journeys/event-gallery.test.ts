import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoEventPng } from '../../apps/server/src/modules/event-gallery/demo-images.ts';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { scanState } from '../support/accessibility.ts';
import { barsIn, wordsIn } from '../support/charts.ts';
import { closeBrowser, openConsole, saveScreenshot } from '../support/browser.ts';
import { pickOption } from '../support/select-option.ts';
import { thisServer } from '../support/this-server.ts';

// The principal publishes an event of their branch with a photo uploaded through the form; the
// zonal coordinator (designation 970, event_gallery_image_rating) rates the event and the photo;
// the rating is shown to them again after a reload, and to the principal, who may not rate.
// The coordinator's MIS report charts its branches above its table.

afterAll(closeBrowser);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Today as the form's date picker reads it (DD-MMM-YYYY, the browser's local day). */
const today = (now = new Date()) =>
  `${String(now.getDate()).padStart(2, '0')}-${MONTHS[now.getMonth()]}-${now.getFullYear()}`;

/** The stars of a rating control on the page shown; the n-th star (1-based) gives rating n. */
const stars = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

async function rate(page: Page, label: string, rating: number, answerPath: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === answerPath,
    { timeout: 15_000 },
  );
  await stars(page, label)
    .getByRole('radio')
    .nth(rating - 1)
    .click();
  expect((await answered).status()).toBe(200);
  await expect
    .poll(() => stars(page, label).getByRole('radio', { checked: true }).count())
    .toBe(rating);
}

/** Who rated and the mean: "★ 4.0 (1)", named "Average rating 4 of 5". */
const average = (page: Page, rating: number) =>
  page.getByLabel(`Average rating ${rating} of 5`, { exact: true }).filter({ visible: true });

describe('event gallery', () => {
  it('uploads an event photo and has a zonal coordinator rate the event and the photo', async () => {
    const title = `Journey science fair ${Date.now()}`;
    const photo = path.join(thisServer().dataDir, 'science-fair.png');
    fs.writeFileSync(photo, demoEventPng(7));

    // The principal creates the event at their branch and uploads the photo.
    const principal = await openConsole();
    await skipTours(principal.page);
    let page = principal.page;
    await startSignedIn(page, 'principal');
    await page.goto('/event-gallery');
    await page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    await page.getByRole('link', { name: 'Create event' }).click();
    await page.getByRole('heading', { name: 'Create event' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Classes 6 to 9 showed their projects to parents.');
    const eventDate = page.getByRole('textbox', { name: 'Event date' });
    await eventDate.fill(today());
    await eventDate.press('Enter');
    // The principal's scope offers exactly one branch.
    const branch = page.getByRole('combobox', { name: 'Branch' });
    await branch.click();
    const branches = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => branches.count()).toBe(1);
    await pickOption(page, branch, (await branches.first().getAttribute('title')) ?? '');

    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/media',
      { timeout: 15_000 },
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(photo);
    expect((await uploaded).status()).toBe(200);
    await expect
      .poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 })
      .toBe(1);

    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Active', exact: true }) })
      .click();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/event_gallery',
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { id, attachments } = (await answer.json()) as {
      id: number;
      attachments: { id: number; file_name: string }[];
    };
    expect(attachments).toHaveLength(1);
    await page.waitForURL((url) => url.pathname === `/event-gallery/${id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('heading', { name: 'Photos (1)' }).waitFor();
    const image = page.getByRole('img', { name: 'science-fair.png' });
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(320);
    // The principal is no rater: the event reads "Not rated yet", without stars.
    const eventRating = page.getByRole('row').filter({ hasText: 'Event rating' });
    await expect.poll(() => eventRating.textContent()).toBe('Event ratingNot rated yet');
    expect(await page.getByLabel(`Rate ${title}`, { exact: true }).count()).toBe(0);

    // The zonal coordinator rates the event and its photo.
    const zonal = await openConsole();
    await skipTours(zonal.page);
    page = zonal.page;
    await startSignedIn(page, 'zonal');
    await page.goto(`/event-gallery/${id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await rate(page, `Rate ${title}`, 4, '/api/event_gallery/rating');
    await average(page, 4).waitFor();
    const [photoId] = attachments.map((attachment) => attachment.id);
    await rate(
      page,
      'Rate science-fair.png',
      5,
      `/api/event_gallery/image_rating/${id}/${photoId}`,
    );
    await average(page, 5).waitFor();
    await page.getByText('Rating saved.').first().waitFor();

    // Saved: after a reload the stars hold the coordinator's ratings.
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await expect
      .poll(() => stars(page, `Rate ${title}`).getByRole('radio', { checked: true }).count())
      .toBe(4);
    await expect
      .poll(() =>
        stars(page, 'Rate science-fair.png').getByRole('radio', { checked: true }).count(),
      )
      .toBe(5);
    await saveScreenshot(page, 'event-gallery-rated');

    // In the gallery, the event is among those rated by a zonal coordinator.
    await page.getByRole('link', { name: 'Event Gallery' }).first().click();
    await page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    const ratedByZc = page.waitForResponse(
      (response) => {
        const url = new URL(response.url());
        return (
          url.pathname === '/api/event_gallery' &&
          url.searchParams.get('rating_filter') === 'RatedByZC'
        );
      },
      { timeout: 15_000 },
    );
    await page
      .getByRole('radiogroup', { name: 'Ratings' })
      .locator('label', { hasText: 'Rated by ZC' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('rating_filter') === 'RatedByZC');
    const rated = (await (await ratedByZc).json()) as { id: number }[];
    expect(rated.map((event) => event.id)).toContain(id);
    const card = page.locator('.ant-card').filter({ hasText: title });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Rated by ZC');
    await zonal.close();

    // The principal sees the rating, still without stars of their own.
    page = principal.page;
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await average(page, 4).waitFor();
    await average(page, 5).waitFor();
    expect(await page.getByLabel(`Rate ${title}`, { exact: true }).count()).toBe(0);
    await principal.close();
  });

  it('charts the MIS report’s branches: events uploaded and not, and rated', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await startSignedIn(page, 'zonal');
    // The completion table first: a progress bar per branch, each named (axe).
    await page.goto('/event-gallery/branch-wise-schedules');
    await page
      .getByRole('progressbar', { name: /^Completion of / })
      .first()
      .waitFor();
    await scanState(page, 'schedule completion');
    const report = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/event_gallery/mis_report',
      { timeout: 15_000 },
    );
    await page.goto('/event-gallery/branch-wise-schedules?view=mis');
    const branches = (await (await report).json()) as {
      uploaded_events: number;
      rated_by_zc: number;
    }[];
    // The demo group's events have photos and ratings in the coordinator's branches.
    expect(branches.some((branch) => branch.uploaded_events > 0)).toBe(true);
    expect(branches.some((branch) => branch.rated_by_zc > 0)).toBe(true);
    const uploads = 'Events per branch, uploaded and not uploaded';
    const ratings = 'Events per branch rated by ZC and by R&D';
    await expect.poll(() => barsIn(page, uploads)).toBeGreaterThan(0);
    expect(await wordsIn(page, uploads)).toContain('Not uploaded');
    await page.getByRole('tab', { name: 'Rated by ZC and R&D' }).click();
    await expect.poll(() => barsIn(page, ratings)).toBeGreaterThan(0);
    expect(await wordsIn(page, ratings)).toContain('Rated by ZC');
    await saveScreenshot(page, 'event-gallery-mis-report');
    await close();
  });
});
