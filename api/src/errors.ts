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

export const unauthenticated = (message = 'You must be signed in.') =>
  new AppError('UNAUTHENTICATED', 401, message);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('FORBIDDEN', 403, message);

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found.`);

export const tooLarge = (message: string, fields?: Record<string, string>) => new AppError('PAYLOAD_TOO_LARGE', 413, message, fields);

export const unsupportedMediaType = (message = 'Send the body as application/json.') =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError('TOO_MANY_REQUESTS', 429, message), { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

export const unavailable = (message = 'The database is not reachable right now. Please try again in a moment.', retryAfterSeconds = 5) =>
  Object.assign(new AppError('SERVICE_UNAVAILABLE', 503, message), { retryAfter: retryAfterSeconds });
