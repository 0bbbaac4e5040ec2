import type { DailyMomentView, PromptResponseView } from '../../policies/prompt-response.policy.ts';
import type { Language } from '../../i18n.ts';
import type { PromptType } from './daily-prompt.entity.ts';

/** A prompt as a reader sees it: both texts of a catalogue prompt, the one text of a family's own. */
export interface PromptModel {
  id: string;
  textEn: string;
  textEs: string | null;
  promptType: PromptType;
  treeId: string | null;
  authorId: string | null;
  /** Whether a family's own prompt has been asked already (it leaves the queue). */
  asked: boolean;
}

/** A family's day as its readers see it. */
export interface MomentModel {
  id: string;
  treeId: string;
  day: string;
  isToday: boolean;
  prompt: PromptModel;
  skippedById: string | null;
  answerCount: number;
  view: DailyMomentView;
}

/** An answer as a reader of it sees it. */
export interface AnswerModel {
  id: string;
  momentId: string;
  treeId: string;
  day: string;
  isToday: boolean;
  prompt: PromptModel;
  userId: string;
  response: string;
  photoKey: string | null;
  audioKey: string | null;
  likes: number;
  /** Who liked it, in the order they did. */
  likerIds: string[];
  likedByViewer: boolean;
  createdAt: Date;
  updatedAt: Date;
  view: PromptResponseView;
}

/** One person's answers in a family (the book). */
export interface BookModel {
  authorId: string;
  treeId: string;
  treeName: string;
  answers: AnswerModel[];
}

/** A prompt's text for a reader: a catalogue prompt in their language, a family's own as written. */
export const promptText = (prompt: PromptModel, language: Language) => (language === 'es' && prompt.textEs ? prompt.textEs : prompt.textEn);

/** A prompt row's columns as read with prefix `p_`. */
export interface PromptColumns {
  p_id: string;
  p_text: string;
  p_text_es: string | null;
  p_type: PromptType;
  p_tree_id: string | null;
  p_author_id: string | null;
}

export const promptOf = (row: PromptColumns, asked = true): PromptModel => ({
  id: row.p_id,
  textEn: row.p_text,
  textEs: row.p_text_es,
  promptType: row.p_type,
  treeId: row.p_tree_id,
  authorId: row.p_author_id,
  asked,
});

/** What the export holds of one answer. */
export const presentExportedAnswer = (a: { day: string; prompt: string; response: string; photo: string | null; audio: string | null; likes: number; createdAt: Date; updatedAt: Date; treeName: string }) => a;
