import type { Page } from '@playwright/test';

/**
 * Inline links inside running text, which may stay the text's height (WCAG 2.5.8 excepts them):
 * each named by the page it is on and its text.
 */
const INLINE_TEXT_LINKS = [
  // Today's Coming up, empty: 'Add important dates on a connection.'
  'dashboard: connection',
  // A link the user wrote in the entry's own Markdown content.
  'entry: her new job',
];

/**
 * Every visible control on the page whose tap area is under 44x44 px. The tap area is what a
 * finger can hit: a visually hidden radio's label, a card's title link stretched over the whole
 * card by its ::after, otherwise the element's own box.
 */
export async function smallTargets(page: Page, name: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=radio], [role=checkbox], [role=combobox], [role=menuitem], [tabindex="0"]';
    const out: { label: string; size: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // Radix's mirror of a switch for forms, not a control of its own.
      if (el.closest('[aria-hidden="true"]')) continue;
      let box = el.getBoundingClientRect();
      const hidden = box.width <= 1 || box.height <= 1;
      if (hidden) {
        // A visually hidden input is hit through its label; without one something else opens it
        // (the file pickers behind 'Add files' and 'Take photo').
        const label = (el as HTMLInputElement).labels?.[0];
        if (!label) continue;
        box = label.getBoundingClientRect();
      } else if (getComputedStyle(el, '::after').position === 'absolute') {
        const cover = el.closest('article');
        if (cover) box = cover.getBoundingClientRect();
      }
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
        out.push({ label, size: `${Math.round(box.width)}x${Math.round(box.height)}` });
      }
    }
    return out;
  });
  return found
    .filter((f) => !INLINE_TEXT_LINKS.includes(`${name}: ${f.label}`))
    .map((f) => `${name}: ${f.label} (${f.size})`);
}
