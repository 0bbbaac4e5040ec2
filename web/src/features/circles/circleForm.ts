import * as yup from 'yup';
import type { FamilyCirclePersonFragment } from '../../gql/graphql';
import { optionalText, requiredText } from '../../lib/validation';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** What the create and edit dialogs share: name, description and privacy. */
export interface CircleBasics {
  name: string;
  description: string;
  isPrivate: boolean;
}

export interface NewCircleValues extends CircleBasics {
  members: FamilyCirclePersonFragment[];
}

export const circleBasicsSchema = yup.object({
  name: requiredText(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  isPrivate: yup.boolean(),
});

export const newCircleValues: NewCircleValues = { name: '', description: '', isPrivate: false, members: [] };

/** The fields as the API takes them: trimmed, an empty description left out. */
export function toCircleInput(values: NewCircleValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || undefined,
    isPrivate: values.isPrivate,
    memberIds: values.members.map((m) => m.id),
  };
}
