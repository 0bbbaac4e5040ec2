import type { TestClient } from '../../../../test/client.ts';

/** Sends a raw data file to POST /api/dna/kits with the given fields (the fields first, as the web page sends them). */
export async function uploadKit(client: TestClient, file: Uint8Array, fields: Record<string, string> = {}, name = 'genome.txt') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await client.fetch('/api/dna/kits', { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, code: res.headers.get('kinfolk-error-code'), text, json: () => JSON.parse(text) as { id: string; provider: string; markers: number; inferredSex: string; personId: string | null; ofRelative: boolean } };
}
