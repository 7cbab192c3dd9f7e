import type { Page } from '@playwright/test';
import { createRecord } from './journal.ts';

/** The records the group specs use: two lake entries, a tax form, Maya who swims, a bank. */
export async function seedLakeJournal(page: Page) {
  return {
    lakeSwim: await createRecord(page, 'entries', {
      title: 'Lake swim',
      type: 'memory',
      content: 'Cold water at the lake, bright sun.',
    }),
    picnic: await createRecord(page, 'entries', {
      title: 'Picnic',
      type: 'memory',
      content: 'Sandwiches by the LAKE shore',
    }),
    taxForms: await createRecord(page, 'entries', { title: 'Tax forms', type: 'idea', content: 'Paperwork' }),
    maya: await createRecord(page, 'connections', {
      name: 'Maya',
      type: 'person',
      summary_text: 'Swims every morning',
    }),
    bank: await createRecord(page, 'connections', { name: 'Bank', type: 'institution' }),
  };
}
