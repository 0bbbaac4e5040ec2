import { print } from 'graphql';
import { i18n } from '../../lib/i18n';
import type { MemoryFieldsFragment, UploadMemoryInput } from '../../gql/graphql';
import { UploadMemoryDocument } from './memoryMutations';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What is said about the memory; the files travel beside it. */
export type UploadMemoryFields = Omit<UploadMemoryInput, 'file' | 'poster'>;

export interface UploadMemoryRequest {
  fields: UploadMemoryFields;
  file: File;
  /** A still of a video, shown before it plays. */
  poster?: Blob | null;
  onProgress?: (progress: UploadProgress) => void;
  /** Makes the request (a test passes a fake one). */
  createRequest?: () => XMLHttpRequest;
}

/** Why an upload did not end with a memory: the server's message and per-field messages, or a cancel. */
export class UploadMemoryError extends Error {
  readonly fields: Record<string, string>;
  readonly cancelled: boolean;
  constructor(message: string, fields: Record<string, string> = {}, cancelled = false) {
    super(message);
    this.name = 'UploadMemoryError';
    this.fields = fields;
    this.cancelled = cancelled;
  }
}

interface GraphQLAnswer {
  data?: { uploadMemory?: MemoryFieldsFragment | null } | null;
  errors?: { message?: string; extensions?: { fields?: Record<string, unknown> } }[];
}

/**
 * The body of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * the operation with null where the files go, the map of files to those places, then the files in
 * the order the server reads them (the video before its poster).
 */
export function uploadMemoryBody({ fields, file, poster }: Pick<UploadMemoryRequest, 'fields' | 'file' | 'poster'>): FormData {
  const operations = {
    operationName: 'UploadMemory',
    query: print(UploadMemoryDocument),
    variables: { input: { ...fields, file: null, ...(poster ? { poster: null } : {}) } },
  };
  const map: Record<string, string[]> = { 0: ['variables.input.file'] };
  if (poster) map[1] = ['variables.input.poster'];
  const body = new FormData();
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify(map));
  body.append('0', file, file.name);
  if (poster) body.append('1', poster, 'poster.jpg');
  return body;
}

/** Per-field messages of the answer (`extensions.fields`), named as the input's fields. */
function fieldMessages(answer: GraphQLAnswer): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of answer.errors ?? []) {
    for (const [name, message] of Object.entries(error.extensions?.fields ?? {})) {
      if (typeof message === 'string') result[name.replace(/^input\./, '')] = message;
    }
  }
  return result;
}

function parse(text: string): GraphQLAnswer | null {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    return null;
  }
}

/**
 * Sends a new memory with XMLHttpRequest, whose upload events tell how many bytes have gone (fetch
 * cannot). `done` settles with the memory or an UploadMemoryError; `cancel` stops the transfer.
 */
export function sendUploadMemory(request: UploadMemoryRequest): { done: Promise<MemoryFieldsFragment>; cancel: () => void } {
  const xhr = request.createRequest?.() ?? new XMLHttpRequest();
  const done = new Promise<MemoryFieldsFragment>((resolve, reject) => {
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    // The server's CSRF check lets a multipart request through only with this header.
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : request.file.size + (request.poster?.size ?? 0);
      request.onProgress?.({ loaded: Math.min(event.loaded, total), total });
    };
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      const memory = answer?.data?.uploadMemory;
      if (memory) return resolve(memory);
      const message = answer?.errors?.find((e) => e.message)?.message ?? i18n.t('memories:upload.error.status', { status: xhr.status });
      reject(new UploadMemoryError(message, answer ? fieldMessages(answer) : {}));
    };
    xhr.onerror = () => reject(new UploadMemoryError(i18n.t('memories:upload.error.unreachable')));
    xhr.ontimeout = () => reject(new UploadMemoryError(i18n.t('memories:upload.error.timeout')));
    xhr.onabort = () => reject(new UploadMemoryError(i18n.t('memories:upload.error.cancelled'), {}, true));
    xhr.send(uploadMemoryBody(request));
  });
  return { done, cancel: () => xhr.abort() };
}
