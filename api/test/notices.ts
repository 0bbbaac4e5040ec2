import type { TestClient } from './client.ts';
import { must } from './trees.ts';

export interface Notice {
  kind: string;
  message: string;
  link: string;
}

const NOTICES = '{ notifications(first: 50) { nodes { kind message link } } }';

/** The user's latest notifications (up to 50) whose link ends with `linkEnd`, newest first. */
export async function noticesEndingWith(client: TestClient, linkEnd: string): Promise<Notice[]> {
  const { notifications } = await must<{ notifications: { nodes: Notice[] } }>(client, NOTICES);
  return notifications.nodes.filter((n) => n.link.endsWith(linkEnd));
}
