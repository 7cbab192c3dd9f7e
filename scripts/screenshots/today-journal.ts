import type { Page } from '@playwright/test';

const DAY = 86_400_000;

/**
 * What Today shows on the demo journal: entries from this day in earlier years, a birthday in a
 * few days, and two people whose keep-in-touch cadence has lapsed. Returns Lena's id.
 */
export async function seedToday(page: Page): Promise<string> {
  const headers = { origin: new URL(page.url()).origin };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()).id as string;
  };
  const [y, m, d] = (await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).split('-');
  const yearsAgo = (n: number, hour: number) =>
    new Date(Date.UTC(Number(y) - n, Number(m) - 1, Number(d), hour)).toISOString();
  const soon = new Date(Date.now() + 4 * DAY);
  const lena = await post('/api/v1/connections', {
    name: 'Lena Park',
    type: 'person',
    summary_text: 'Climbing partner; moved to Seoul.',
    keep_in_touch: '2w',
    important_dates: [
      {
        label: 'Birthday',
        date: `--${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`,
      },
    ],
  });
  const sam = await post('/api/v1/connections', { name: 'Sam Okafor', type: 'person', keep_in_touch: '1w' });
  await post('/api/v1/entries', {
    title: 'First night in the new flat',
    type: 'memory',
    content: 'Boxes everywhere, pizza on the floor, and the best sleep in months.',
    occurred_at: yearsAgo(1, 20),
  });
  await post('/api/v1/entries', {
    title: 'Lanterns by the river with Lena',
    type: 'memory',
    content: 'We walked until the last lantern went out and talked about what comes next.',
    occurred_at: yearsAgo(3, 19),
    connection_ids: [lena],
  });
  await post('/api/v1/entries', {
    title: 'Dumplings with Lena',
    type: 'conversation',
    content: 'She is thinking about coming back for the summer.',
    occurred_at: new Date(Date.now() - 24 * DAY).toISOString(),
    connection_ids: [lena],
  });
  await post('/api/v1/entries', {
    title: 'Football with Sam',
    type: 'memory',
    occurred_at: new Date(Date.now() - 12 * DAY).toISOString(),
    connection_ids: [sam],
  });
  return lena;
}
