import type { Page } from '@playwright/test';

/** A real 1×1 PNG, as a file the browser can pick. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The grid of connection cards, not the sidebar's Recent Connections. */
export const grid = (page: Page) => page.getByRole('list', { name: 'Connections', exact: true });
