import * as yup from 'yup';
import { flag, text } from '../validation.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;

/** A tree's name as typed. */
export const treeName = () => text().required('Required').max(100, tooLong(100));

/** What an owner may change about a tree; only what is sent. */
export const treeSettingsRules = yup.object({
  name: treeName().optional().nonNullable('Required'),
  livingYears: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, 'Must be between 1 and 150').max(150, 'Must be between 1 and 150').optional().nonNullable('Required'),
  showLivingDetails: flag().optional().nonNullable('Required'),
});
