import * as yup from 'yup';
import { recordId } from '../validation.ts';
import { MAX_BRANCH_STEPS } from '../family/index.ts';

/** A branch limit as asked for: the person at its top, or how many steps from the user's own person. */
export const branchRules = yup.object({
  kind: yup.string().oneOf(['descendants', 'nearby'], 'Invalid enum value').required('Required'),
  rootId: recordId()
    .nullable()
    .when('kind', { is: 'descendants', then: (s) => s.required('Choose the person at the top of the branch') }),
  steps: yup
    .number()
    .nullable()
    .integer('Must be a whole number')
    .when('kind', { is: 'nearby', then: (s) => s.required(`Choose 1 to ${MAX_BRANCH_STEPS} steps`).min(1, `Must be between 1 and ${MAX_BRANCH_STEPS}`).max(MAX_BRANCH_STEPS, `Must be between 1 and ${MAX_BRANCH_STEPS}`) }),
});

/** The roles an owner gives: the owner's own is handed over with transferTreeOwnership. */
export const grantedRole = () => yup.string().oneOf(['editor', 'viewer'], 'Choose editor or viewer');
