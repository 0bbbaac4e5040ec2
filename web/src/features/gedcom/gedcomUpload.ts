import { print, type DocumentNode } from 'graphql';
import type { GedcomJobFieldsFragment, ImportGedcomMutationVariables } from '../../gql/graphql';
import { i18n } from '../../lib/i18n';
import { ImportGedcomDocument } from './gedcomQueries';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface ImportGedcomRequest {
  file: File;
  variables: Omit<ImportGedcomMutationVariables, 'file'>;
  onProgress?: (progress: UploadProgress) => void;
  /** The mutation as sent; the cache's version of it also asks for each object's type, as every other request does. */
  document?: DocumentNode;
}

/** Why an upload did not start a job: the server's message, or a cancel. */
export class GedcomUploadError extends Error {
  readonly cancelled: boolean;
  constructor(message: string, cancelled = false) {
    super(message);
    this.name = 'GedcomUploadError';
    this.cancelled = cancelled;
  }
}

interface GraphQLAnswer {
  data?: { importGedcom?: GedcomJobFieldsFragment | null } | null;
  errors?: { message?: string }[];
}

/** A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) with the file in `variables.file`. */
export function importGedcomBody({ file, variables, document = ImportGedcomDocument }: Pick<ImportGedcomRequest, 'file' | 'variables' | 'document'>): FormData {
  const operations = { operationName: 'ImportGedcom', query: print(document), variables: { ...variables, file: null } };
  const body = new FormData();
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  return body;
}

function parse(text: string): GraphQLAnswer | null {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    return null;
  }
}

/**
 * Sends the file with XMLHttpRequest, whose upload events tell how many bytes have gone (fetch
 * cannot). `done` settles with the new job or a GedcomUploadError; `cancel` stops the transfer.
 */
export function sendImportGedcom(request: ImportGedcomRequest): { done: Promise<GedcomJobFieldsFragment>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<GedcomJobFieldsFragment>((resolve, reject) => {
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    // The server's CSRF check lets a multipart request through only with this header.
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : request.file.size;
      request.onProgress?.({ loaded: Math.min(event.loaded, total), total });
    };
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      const job = answer?.data?.importGedcom;
      if (job) return resolve(job);
      reject(new GedcomUploadError(answer?.errors?.find((e) => e.message)?.message ?? i18n.t('gedcom:upload.serverAnswered', { status: xhr.status })));
    };
    xhr.onerror = () => reject(new GedcomUploadError(i18n.t('gedcom:upload.unreachable')));
    xhr.ontimeout = () => reject(new GedcomUploadError(i18n.t('gedcom:upload.timeout')));
    xhr.onabort = () => reject(new GedcomUploadError(i18n.t('gedcom:upload.cancelled'), true));
    xhr.send(importGedcomBody(request));
  });
  return { done, cancel: () => xhr.abort() };
}
