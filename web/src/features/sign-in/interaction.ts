import { browser } from './browser';

/** The steps of the built-in sign-in that the page posts to, under /oidc/interaction/{uid}/. */
export type InteractionStep = 'sign-in' | 'register' | 'passkey-options' | 'passkey';

/** Why a step did not go through: the sign-in expired, or the server's sentence for the person. */
export class InteractionError extends Error {
  readonly expired: boolean;
  constructor(message: string, expired = false) {
    super(message);
    this.name = 'InteractionError';
    this.expired = expired;
  }
}

const UNREACHABLE = 'Kinfolk could not be reached. Check your connection and try again.';
const SERVER_FAILED = 'Something went wrong on the server. Please try again in a moment.';

/** Posts one step as JSON and answers with the server's JSON, or throws an InteractionError. */
export async function postStep(uid: string, step: InteractionStep, body: object): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/oidc/interaction/${encodeURIComponent(uid)}/${step}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new InteractionError(UNREACHABLE);
  }
  if (response.status === 404 || response.status === 410) throw new InteractionError('This sign-in page has expired.', true);
  if (!response.ok) throw new InteractionError(response.status >= 500 ? SERVER_FAILED : await sentenceOf(response));
  return response.json();
}

/**
 * The sentence the server answered with: the first line of its plain text (the next one holds the
 * request id for the server's log); never markup or an empty string.
 */
async function sentenceOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim().split('\n')[0].trim();
  return text && text.length <= 500 && !text.startsWith('<') ? text : 'That did not work. Please try again.';
}

/** Posts a step that finishes the sign-in, then follows the server to wherever it goes next. */
export async function finishStep(uid: string, step: InteractionStep, body: object): Promise<void> {
  const answer = (await postStep(uid, step, body)) as { redirectTo?: unknown };
  if (typeof answer?.redirectTo !== 'string') throw new InteractionError(SERVER_FAILED);
  browser.go(answer.redirectTo);
}
