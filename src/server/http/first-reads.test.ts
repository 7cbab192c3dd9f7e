import { describe, expect, it } from 'vitest';
import { firstReadsScript } from '../../shared/first-reads-script.ts';
import { firstReads, firstReadsMarkup } from './first-reads.ts';

describe("a page's first reads", () => {
  it("are the dashboard's Today, first page of entries, profile and recent connections, without a filter in the address", () => {
    const dashboard = ['/api/v1/today', '/api/v1/entries', '/api/v1/profile', '/api/v1/connections/recent'];
    expect(firstReads('/dashboard', '')).toEqual(dashboard);
    expect(firstReads('/dashboard/', '')).toEqual(dashboard);
    expect(firstReads('/dashboard', '?type=idea')).toEqual([]);
    expect(firstReads('/connections', '')).toEqual([]);
  });

  it('start the session and the given reads from a JSON block, fetched by the hashed script after it', () => {
    expect(firstReadsMarkup(['/api/v1/today'])).toBe(
      '<script id="first-reads" type="application/json">["/api/auth/get-session","/api/v1/today"]</script>' +
        `<script>${firstReadsScript}</script>`,
    );
    expect(firstReadsMarkup([])).toContain('>["/api/auth/get-session"]<');
  });

  it('cannot close the JSON block early, whatever an address holds', () => {
    expect(firstReadsMarkup(['/api/v1/x</script><script>alert(1)'])).not.toContain('</script><script>alert');
  });
});
