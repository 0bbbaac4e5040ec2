import * as yup from 'yup';
import { t } from '../../../i18n.ts';
import { recordId, says } from '../../../input/validation.ts';
import { MAX_BRANCH_STEPS } from '../../family/index.ts';

/** A branch limit as asked for: the person at its top, or how many steps from the user's own person. */
export const branchRules = yup.object({
  kind: yup.string().oneOf(['descendants', 'nearby'], says.enumValue).required(says.required),
  rootId: recordId()
    .nullable()
    .when('kind', { is: 'descendants', then: (s) => s.required(() => t('sharing:field.chooseBranchTop')) }),
  steps: yup
    .number()
    .nullable()
    .integer(says.wholeNumber)
    .when('kind', {
      is: 'nearby',
      then: (s) => s.required(() => t('sharing:field.chooseSteps', { max: MAX_BRANCH_STEPS })).min(1, says.between(1, MAX_BRANCH_STEPS)).max(MAX_BRANCH_STEPS, says.between(1, MAX_BRANCH_STEPS)),
    }),
});

/** The roles an owner gives: the owner's own is handed over with transferTreeOwnership. */
export const grantedRole = () => yup.string().oneOf(['editor', 'viewer'], () => t('sharing:field.chooseRole'));
