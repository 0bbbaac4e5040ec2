/**
 * Domain errors with stable codes. Services throw these; the GraphQL error formatter and the REST
 * error middleware translate them (see graphql/format-error.ts and rest/error-middleware.ts).
 */
export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

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
