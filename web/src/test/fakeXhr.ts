/** Stands in for XMLHttpRequest: records what was sent, headers included, and lets a test play the server's part. */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.made.push(this);
  }

  static latest(): FakeXhr {
    const last = FakeXhr.made.at(-1);
    if (!last) throw new Error('No request was made');
    return last;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  /** The server answers with a status, a body (text as it is, anything else as JSON) and headers. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }

  /** The connection breaks. */
  fail() {
    this.onerror?.();
  }
}

/** Puts FakeXhr in the place of the browser's XMLHttpRequest until `restore` is called. */
export function installFakeXhr(): { restore: () => void } {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.made = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { restore: () => void (globalThis.XMLHttpRequest = original) };
}
