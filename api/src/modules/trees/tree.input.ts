import * as yup from 'yup';
import { flag, says, text } from '../../input/validation.ts';

/** A tree's name as typed. */
export const treeName = () => text().required(says.required).max(100, says.tooLong(100));

/** What an owner may change about a tree; only what is sent. */
export const treeSettingsRules = yup.object({
  name: treeName().optional().nonNullable(says.required),
  livingYears: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 150)).max(150, says.between(1, 150)).optional().nonNullable(says.required),
  showLivingDetails: flag().optional().nonNullable(says.required),
});
