/** Error categories of spec 8.1. Every failure the product shows is one of these. */
export const ERROR_CODES = [
  'ERR_VALIDATION',
  'ERR_AUTH',
  'ERR_SERVER',
  'ERR_NETWORK',
  'ERR_BUSINESS',
  'ERR_NOT_FOUND',
  'ERR_REPOSITORY',
  'ERR_FETCH',
  'ERR_CBOR',
  'ERR_UNKNOWN',
  'ERR_FILE_UPLOAD',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The one error type of the product: a message for a person, a stable code, a cause, a time. */
export class AppError extends Error {
  readonly code: ErrorCode;
  override readonly cause: unknown;
  readonly timestamp: number;

  constructor(code: ErrorCode, message: string = DEFAULT_ERROR_MESSAGE, cause?: unknown) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'AppError';
    this.code = code;
    this.cause = cause;
    this.timestamp = Date.now();
  }
}

/** `data` of a 401 reply: the token is missing, expired or revoked. */
export const TOKEN_ERROR_DATA = 'token';

/** Constructors for the failures services raise: `throw notFound('Game not found')`. */
export const validationError = (message: string) => new AppError('ERR_VALIDATION', message);
export const notFound = (message = 'Not found') => new AppError('ERR_NOT_FOUND', message);
export const businessError = (message: string) => new AppError('ERR_BUSINESS', message);
/** The cause of a refusal for lack of rights: a business error sent with HTTP 403. */
export const FORBIDDEN = 'forbidden';
/** An operator whose role may not make the call (spec 8.1 has no category of its own for it). */
export const forbiddenError = (message: string) => new AppError('ERR_BUSINESS', message, FORBIDDEN);
/** Missing, expired or revoked token: HTTP 401 with data 'token'. */
export const tokenError = () => new AppError('ERR_AUTH', TOKEN_ERROR_DATA);

/** `data` of a 401 reply to a session whose player an operator blocked (spec 4.2). */
export const BLOCKED_ERROR_DATA = 'blocked';
/**
 * The session's player is blocked: HTTP 401 with data 'blocked', so the app says why (the
 * blocked reminder) instead of silently signing the player out.
 */
export const accountBlockedError = () => new AppError('ERR_AUTH', BLOCKED_ERROR_DATA);

/**
 * A sign-in refused because the player is self-excluded (the message says until when), with the
 * one-time ticket of a withdraw-only sign-in: the server sends it beside the message
 * (`ApiFailure.withdraw_ticket`), the app reads it back with `withdrawTicketOf`.
 */
export const selfExclusionRefusal = (message: string, ticket: string) =>
  new AppError('ERR_BUSINESS', message, { withdraw_ticket: ticket });

/**
 * The withdraw-only ticket a failure carries: a refusal made with `selfExclusionRefusal` on the
 * server, or one the API client read off the wire (its cause is the failure envelope); else null.
 */
export function withdrawTicketOf(error: unknown): string | null {
  if (!(error instanceof AppError)) return null;
  const cause = error.cause as { withdraw_ticket?: unknown } | null | undefined;
  const ticket = typeof cause === 'object' && cause !== null ? cause.withdraw_ticket : undefined;
  return typeof ticket === 'string' && ticket !== '' ? ticket : null;
}

/** Builds an AppError from a code read off the wire; an unknown code becomes a server error. */
export function appErrorFromCode(code: unknown, message?: string, cause?: unknown): AppError {
  if (isErrorCode(code)) return new AppError(code, message ?? DEFAULT_ERROR_MESSAGE, cause);
  return new AppError('ERR_SERVER', `Unknown error: ${String(code)}`, cause);
}

/** HTTP status the server answers with for each category. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  ERR_VALIDATION: 400,
  ERR_CBOR: 400,
  ERR_FILE_UPLOAD: 400,
  ERR_AUTH: 401,
  ERR_NOT_FOUND: 404,
  ERR_BUSINESS: 409,
  ERR_REPOSITORY: 500,
  ERR_SERVER: 500,
  ERR_UNKNOWN: 500,
  ERR_NETWORK: 502,
  ERR_FETCH: 502,
};
