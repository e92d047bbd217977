import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Picking an option of an antd Select the way a user does: open the list, click the option.
// A list opened while its drawer or dialog is still sliding in, or while the page under it is
// re-laid out, can lose the click to the page and close; the pick is then tried again, until
// the choice shows.

const ATTEMPTS = 3;

/** The Select's own box around its input: the selection, not the list (that is in a portal). */
export const selectBox = (combobox: Locator): Locator =>
  combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );

/**
 * Chooses the option titled `title` of the Select whose input is `combobox`, and waits until
 * `picked` holds (by default: the Select shows the title). A multiple Select stays open after
 * a pick: `multiple` closes it with Escape (on a page, not in a dialog, which Escape closes).
 */
export async function pickOption(
  page: Page,
  combobox: Locator,
  title: string,
  options: { picked?: () => Promise<boolean>; multiple?: boolean } = {},
): Promise<void> {
  const picked =
    options.picked ??
    (async () => ((await selectBox(combobox).textContent()) ?? '').includes(title));
  const list = page.locator('.ant-select-dropdown:visible');
  const option = list.locator(`.ant-select-item-option[title="${title}"]`);
  for (let attempt = 1; ; attempt++) {
    // A click that landed but showed late must not be repeated: it would undo a multiple pick.
    if (attempt > 1 && (await picked())) break;
    try {
      if (!(await option.isVisible())) await combobox.click();
      await option.click({ timeout: 5_000 });
      await expect.poll(picked, { timeout: 3_000 }).toBe(true);
      break;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
  if (options.multiple) await page.keyboard.press('Escape');
  await expect.poll(() => list.count()).toBe(0);
}
