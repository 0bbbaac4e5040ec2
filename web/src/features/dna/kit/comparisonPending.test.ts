import { comparisonPending } from './comparisonPending';

describe("whether a kit's comparisons are still to be brought up to date", () => {
  const ready = { matchingStatus: 'ready', lastSynced: '2026-03-05T10:00:00.000Z' };

  it('is so while they run', () => {
    expect(comparisonPending({ matchingStatus: 'comparing', lastSynced: null }, [])).toBe(true);
  });

  it('is so after an agreement newer than their last run, until a run ends after it', () => {
    expect(comparisonPending(ready, [{ createdAt: '2026-03-05T10:00:05.000Z' }])).toBe(true);
    expect(comparisonPending({ ...ready, lastSynced: '2026-03-05T10:00:07.000Z' }, [{ createdAt: '2026-03-05T10:00:05.000Z' }])).toBe(false);
  });

  it('is not so with only older agreements, or none', () => {
    expect(comparisonPending(ready, [{ createdAt: '2026-03-05T09:00:00.000Z' }])).toBe(false);
    expect(comparisonPending(ready, [])).toBe(false);
  });

  it('counts a kit never brought up to date as behind any agreement', () => {
    expect(comparisonPending({ matchingStatus: 'ready', lastSynced: null }, [{ createdAt: '2026-03-05T09:00:00.000Z' }])).toBe(true);
  });
});
