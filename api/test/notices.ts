import type { TestClient } from './client.ts';
import { must } from './trees.ts';
import { HANG_MS } from './hang.ts';

export interface Notice {
  kind: string;
  message: string;
  link: string;
}

const NOTICES = '{ notifications(first: 50) { nodes { kind message link } } }';

/**
 * The user's latest notifications (up to 50) whose link ends with `linkEnd`, newest first. A job's
 * notice is written just after the job's own state (so that a notice that cannot be written leaves
 * the outcome standing): it is waited for, up to `withinMs`, before the list is given as it is.
 */
export async function noticesEndingWith(client: TestClient, linkEnd: string, withinMs = HANG_MS): Promise<Notice[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { notifications } = await must<{ notifications: { nodes: Notice[] } }>(client, NOTICES);
    const found = notifications.nodes.filter((n) => n.link.endsWith(linkEnd));
    if (found.length > 0 || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
