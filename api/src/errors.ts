import { t, tKey } from './i18n.ts';

/**
 * Domain errors with stable codes. Services throw these; the GraphQL error formatter and the REST
 * error middleware translate them (see graphql/format-error.ts and rest/error-middleware.ts).
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** Seconds after which the same request may succeed (429, 503): sent as `Retry-After`. */
  retryAfter?: number;

  constructor(code: ErrorCode, status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/** Bad input; `fields` maps each offending input field to its message. */
export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', 400, message, fields);

export const unauthenticated = (message = t('errors:signInFirst')) =>
  new AppError('UNAUTHENTICATED', 401, message);

export const forbidden = (message = t('errors:notAllowed')) =>
  new AppError('FORBIDDEN', 403, message);

/** What may be missing, and its sentence ("Tree not found."). */
const MISSING = {
  Resource: tKey('errors:notFound.resource'),
  Tree: tKey('errors:notFound.tree'),
  'Family member': tKey('errors:notFound.familyMember'),
  'Tree access': tKey('errors:notFound.treeAccess'),
  Tag: tKey('errors:notFound.tag'),
  File: tKey('errors:notFound.file'),
  Notification: tKey('errors:notFound.notification'),
  'Link request': tKey('errors:notFound.linkRequest'),
  'Connection request': tKey('errors:notFound.connectionRequest'),
  Circle: tKey('errors:notFound.circle'),
  'Circle join request': tKey('errors:notFound.circleJoinRequest'),
  Account: tKey('errors:notFound.account'),
  User: tKey('errors:notFound.user'),
  Story: tKey('errors:notFound.story'),
  Relationship: tKey('errors:notFound.relationship'),
  Passkey: tKey('errors:notFound.passkey'),
  Memory: tKey('errors:notFound.memory'),
  Invitation: tKey('errors:notFound.invitation'),
  'GEDCOM job': tKey('errors:notFound.gedcomJob'),
  Event: tKey('errors:notFound.event'),
  Calendar: tKey('errors:notFound.calendar'),
  Backup: tKey('errors:notFound.backup'),
  'Access token': tKey('errors:notFound.accessToken'),
  'Voice message': tKey('errors:notFound.voiceMessage'),
  Achievement: tKey('errors:notFound.achievement'),
  'Daily moment': tKey('errors:notFound.dailyMoment'),
  Answer: tKey('errors:notFound.answer'),
  Challenge: tKey('errors:notFound.challenge'),
  Heirloom: tKey('errors:notFound.heirloom'),
} as const;

export const notFound = (what: keyof typeof MISSING = 'Resource') => new AppError('NOT_FOUND', 404, t(MISSING[what]));

export const tooLarge = (message: string, fields?: Record<string, string>) => new AppError('PAYLOAD_TOO_LARGE', 413, message, fields);

export const unsupportedMediaType = (message = t('errors:sendJson')) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError('TOO_MANY_REQUESTS', 429, message), { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

export const unavailable = (message = t('errors:databaseUnreachable'), retryAfterSeconds = 5) =>
  Object.assign(new AppError('SERVICE_UNAVAILABLE', 503, message), { retryAfter: retryAfterSeconds });
