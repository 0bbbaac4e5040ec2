import type { PromptType } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** What each kind of prompt is called, as catalogue keys. */
export const PROMPT_TYPE_NAMES = {
  memory: tKey('daily-moments:type.memory'),
  question: tKey('daily-moments:type.question'),
  photo: tKey('daily-moments:type.photo'),
  tradition: tKey('daily-moments:type.tradition'),
} satisfies Record<PromptType, string>;
