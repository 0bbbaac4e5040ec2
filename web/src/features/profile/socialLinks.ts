export interface SocialLink {
  network: string;
  url: string;
}

/** The links stored in a user's `socialMedia` JSON: an object of network name to URL. */
export function socialLinksOf(value: unknown): SocialLink[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([network, url]) => ({ network, url }));
}

/** The `socialMedia` object for a list of links, skipping rows left blank. */
export function socialMediaOf(links: SocialLink[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const link of links) {
    const network = link.network.trim();
    const url = link.url.trim();
    if (network && url) result[network] = url;
  }
  return result;
}

/** Only web links become clickable. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
