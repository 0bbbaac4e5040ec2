import * as yup from 'yup';
import { recordId, says, text } from '../../input/validation.ts';

/** A connection request as sent; the service checks the relationship kind and who may be asked. */
export const connectionRequestRules = yup.object({
  /** Given by the REST client: it must be the viewer. */
  fromUserId: recordId().nullable(),
  toUserId: recordId().required(says.required),
  relationshipType: text().default('other'),
  message: text().nullable(),
});

/** A search for users: the text and the field it matches (the service checks both). */
export const userSearchRules = yup.object({
  query: text().default(''),
  by: text().default('name'),
});
