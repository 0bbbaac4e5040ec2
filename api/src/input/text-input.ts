import { t } from '../i18n.ts';
import { refusedFields } from './validation.ts';

/**
 * The one check of text a client sends, whatever the transport (GraphQL arguments, REST bodies,
 * query strings and form fields): no control characters — PostgreSQL refuses NUL outright, and
 * the others hide text from whoever reads it — and no lone surrogates, which are not Unicode and
 * would be stored as replacement characters. Tab, newline and carriage return are text in the
 * fields written as paragraphs.
 */

/**
 * Fields whose text may hold tabs and line breaks: written as paragraphs (a bio, a message, a
 * postal address …), or passwords, which are whatever their owner typed.
 */
const MULTI_LINE_FIELDS = new Set(['bio', 'message', 'address', 'note', 'description', 'content', 'story', 'password', 'currentPassword', 'newPassword']);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- all but tab, newline and carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What is wrong with one piece of text sent as `field`, in the reader's language, or null when it is fine. */
export function textProblem(field: string, value: string): string | null {
  if (!value.isWellFormed()) return t('validation:unicode');
  const controls = MULTI_LINE_FIELDS.has(field) ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return controls.test(value) ? t('validation:controlCharacters') : null;
}

/**
 * Whether a value sent as `field` — text, or a list or object of them (a JSON value, whose keys
 * are text too) — holds anything but clean text: its message, or null.
 */
export function valueProblem(field: string, value: unknown): string | null {
  if (typeof value === 'string') return textProblem(field, value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = valueProblem(field, item);
      if (problem) return problem;
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(field, key) ?? valueProblem(field, item);
      if (problem) return problem;
    }
  }
  return null;
}

/** Refuses named fields holding anything but clean text: one BAD_USER_INPUT naming each. */
export function assertCleanText(fields: Record<string, unknown>) {
  const found: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const problem = valueProblem(field, value);
    if (problem) found[field] = problem;
  }
  throwIfAny(found);
}

/** One BAD_USER_INPUT for every field found, worded like the other validation answers. */
export function throwIfAny(found: Record<string, string>) {
  if (Object.keys(found).length) throw refusedFields(found);
}

/** Plain data (JSON, GraphQL input objects), not files or other class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
