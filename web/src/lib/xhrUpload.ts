/** How much of an upload has gone, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the server answered an upload: its status, its body as text and a way to read a header. */
export interface UploadAnswer {
  status: number;
  text: string;
  header: (name: string) => string | null;
}

/** Why an upload got no answer: the connection broke, it took too long, or it was cancelled. */
export class UploadInterrupted extends Error {
  readonly reason: 'unreachable' | 'timeout' | 'cancelled';
  constructor(reason: 'unreachable' | 'timeout' | 'cancelled') {
    super(reason);
    this.name = 'UploadInterrupted';
    this.reason = reason;
  }
}

export interface XhrUploadRequest {
  url: string;
  body: FormData;
  /** The body's size when the browser does not say (for the progress). */
  size: number;
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Posts a multipart body with XMLHttpRequest, whose upload events tell how many bytes have gone
 * (fetch cannot), with the session's cookie. `done` settles with whatever the server answered
 * (any status: reading it is the caller's) or an UploadInterrupted; `cancel` stops the transfer.
 */
export function sendWithProgress(request: XhrUploadRequest): { done: Promise<UploadAnswer>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : request.size;
      request.onProgress?.({ loaded: Math.min(event.loaded, total), total });
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => reject(new UploadInterrupted('unreachable'));
    xhr.ontimeout = () => reject(new UploadInterrupted('timeout'));
    xhr.onabort = () => reject(new UploadInterrupted('cancelled'));
    xhr.send(request.body);
  });
  return { done, cancel: () => xhr.abort() };
}
