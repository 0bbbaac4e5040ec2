import * as yup from 'yup';
import { recordId, says, text } from '../../../input/validation.ts';

/** A relationship between two members as asked for; the service knows the kinds and their rules. */
export const newRelationshipRules = yup.object({
  fromId: recordId().required(says.required),
  /** Null: the member standing for the viewer (the REST client's default). */
  toId: recordId().nullable(),
  type: text().default(''),
});
