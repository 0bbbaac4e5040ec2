import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { isoDate, recordId, says } from '../../input/validation.ts';
import type { FieldNames } from '../../input/request-input.ts';
import { newMemberRules } from './people/member.input.ts';

// The REST routes' input (spec section 7): the services' own schemas under the earlier client's
// snake_case names, plus what only REST has (paging by query string).

/** A whole number given as text, as query strings carry numbers. */
const count = () =>
  yup
    .number()
    .typeError(says.wholeNumber)
    .transform((_value: unknown, raw: unknown) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN));

/** A user's tree, a slice at a time: GET /api/family-members/user/{userId}?limit=&offset=. */
export const treePageRules = yup.object({
  userId: recordId().required(says.required),
  /** Another tree the viewer has access to; by default the user's own (oldest) tree. */
  treeId: recordId().nullable(),
  limit: count().min(1, says.between(1, 5000)).max(5000, says.between(1, 5000)).default(1000),
  offset: count().min(0, says.notNegative).default(0),
});

/** POST /api/family-members: a new member, in the tree named or the one opened last; a photo comes only as a file upload. */
export const newMemberBodyRules = newMemberRules.concat(
  yup.object({
    profilePicture: yup.mixed().nullable().test('no-photo', () => t('family:field.photoAsUpload'), (value) => value == null),
    treeId: recordId().nullable(),
    // The earlier client's exact days; the service reads them as birth and death.
    dateOfBirth: isoDate,
    dateOfDeath: isoDate,
  }),
);

export const NEW_MEMBER_NAMES: FieldNames = {
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  date_of_death: 'dateOfDeath',
  birth_place: 'birthPlace',
  death_place: 'deathPlace',
  profile_picture: 'profilePicture',
  is_alive: 'isAlive',
  tree_id: 'treeId',
};

/** POST /api/relationships: "from is to's …". */
export const NEW_RELATIONSHIP_NAMES: FieldNames = { from_member_id: 'fromId', to_member_id: 'toId', relationship_type: 'type' };
