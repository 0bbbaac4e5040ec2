import { jest } from '@jest/globals';

interface Answer {
  status: number;
  /** JSON for 2xx, a plain-text sentence otherwise. */
  body: unknown;
}

/**
 * Stands in for the server's sign-in steps: each `answer(step, …)` is used once, in order, and
 * every request is recorded with its parsed JSON body.
 */
export function fakeSignInServer() {
  const answers = new Map<string, Answer[]>();
  const requests: { url: string; method: string; contentType: string; body: unknown }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    requests.push({ url, method: init.method ?? 'GET', contentType: headers['content-type'], body: JSON.parse(String(init.body ?? 'null')) });
    const answer = answers.get(url)?.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return {
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
      text: async () => String(answer.body),
    } as Response;
  });
  const original = globalThis.fetch;
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return {
    requests,
    answer(path: string, status: number, body: unknown) {
      const list = answers.get(path) ?? [];
      list.push({ status, body });
      answers.set(path, list);
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}
