import { i18n } from '../../lib/i18n';
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

const serverFailed = () => i18n.t('signIn:problem.serverFailed');

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
    throw new InteractionError(i18n.t('signIn:problem.unreachable'));
  }
  if (response.status === 404 || response.status === 410) throw new InteractionError(i18n.t('signIn:problem.expired'), true);
  if (!response.ok) throw new InteractionError(response.status >= 500 ? serverFailed() : await sentenceOf(response));
  return response.json();
}

/**
 * The sentence the server answered with: the first line of its plain text (the next one holds the
 * request id for the server's log); never markup or an empty string.
 */
async function sentenceOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim().split('\n')[0].trim();
  return text && text.length <= 500 && !text.startsWith('<') ? text : i18n.t('signIn:problem.failed');
}

/** Posts a step that finishes the sign-in, then follows the server to wherever it goes next. */
export async function finishStep(uid: string, step: InteractionStep, body: object): Promise<void> {
  const answer = (await postStep(uid, step, body)) as { redirectTo?: unknown };
  if (typeof answer?.redirectTo !== 'string') throw new InteractionError(serverFailed());
  browser.go(answer.redirectTo);
}
