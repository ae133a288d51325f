import type { Page } from '@playwright/test';

/**
 * The browser's own day `days` from today, as a date field takes it (YYYY-MM-DD): the page's
 * clock and time zone, not the test runner's.
 */
export function browserDay(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const month = String(day.getMonth() + 1).padStart(2, '0');
    const date = String(day.getDate()).padStart(2, '0');
    return `${String(day.getFullYear())}-${month}-${date}`;
  }, days);
}
