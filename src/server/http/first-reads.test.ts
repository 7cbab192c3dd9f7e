import { describe, expect, it } from 'vitest';
import { firstReadsScriptTag } from '../../shared/first-reads-script.ts';
import { firstReadsMarkup, withFirstReads } from './first-reads.ts';

describe("a page's first reads", () => {
  it('start the session and the given reads from a JSON block, fetched by the hashed script after it', () => {
    expect(firstReadsMarkup(['/api/v1/today'])).toBe(
      '<script id="first-reads" type="application/json">["/api/auth/get-session","/api/v1/today"]</script>' +
        firstReadsScriptTag,
    );
    expect(firstReadsMarkup([])).toContain('>["/api/auth/get-session"]<');
  });

  it("go into the build's page just before its script, which then runs once", () => {
    const built = `<html><head><script>theme()</script>${firstReadsScriptTag}<link rel="stylesheet" href="/a.css"></head><body></body></html>`;
    const page = withFirstReads(built, ['/api/v1/today']);
    expect(page).toBe(built.replace(firstReadsScriptTag, () => firstReadsMarkup(['/api/v1/today'])));
    expect(page.split(firstReadsScriptTag)).toHaveLength(2);
    expect(page.indexOf('id="first-reads"')).toBeLessThan(page.indexOf(firstReadsScriptTag));
    // A page without the script gets both at the end of its head.
    expect(withFirstReads('<html><head></head></html>', [])).toBe(
      `<html><head>${firstReadsMarkup([])}</head></html>`,
    );
  });

  it('cannot close the JSON block early, whatever an address holds', () => {
    expect(firstReadsMarkup(['/api/v1/x</script><script>alert(1)'])).not.toContain('</script><script>alert');
  });
});
