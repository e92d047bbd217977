import type { Locator, Page } from 'playwright-core';

/**
 * The keyboard of a keyboard-only journey, counting what the user presses: keys that move or
 * act (Tab, arrows, Enter, shortcuts) apart from the characters typed into fields, which any
 * way of working needs.
 */
export class CountingKeyboard {
  keys = 0;
  characters = 0;

  constructor(private readonly page: Page) {}

  async press(key: string, times = 1): Promise<void> {
    for (let done = 0; done < times; done++) {
      await this.page.keyboard.press(key);
      this.keys += 1;
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.characters += text.length;
  }

  /** Presses Tab until the target has the focus (at most `limit` times), as a user would. */
  async tabTo(target: Locator, limit = 40): Promise<void> {
    for (let presses = 0; presses <= limit; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press('Tab');
    }
    throw new Error(`${String(target)} not reached within ${limit} Tabs`);
  }

  /** Both counts, then starts again (one count per part of a journey). */
  take(): { keys: number; characters: number } {
    const counted = { keys: this.keys, characters: this.characters };
    this.keys = 0;
    this.characters = 0;
    return counted;
  }
}
