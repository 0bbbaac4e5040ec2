import { PAGE_WAIT_MS } from './browser.ts';

/**
 * Waits, polling, until `check` gives something truthy, and returns it: generously, since the
 * machine may be slow; no duration is asserted. A check that throws counts as not yet.
 */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeout = PAGE_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Still not so: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
