import type { RelationshipStatus } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** The catalogue key of each status's label, read with `t(relationshipStatusLabels[status])`. */
export const relationshipStatusLabels = {
  single: tKey('profile:relationshipStatus.single'),
  married: tKey('profile:relationshipStatus.married'),
  divorced: tKey('profile:relationshipStatus.divorced'),
  widowed: tKey('profile:relationshipStatus.widowed'),
  partnered: tKey('profile:relationshipStatus.partnered'),
} as const satisfies Record<RelationshipStatus, string>;

export const relationshipStatuses = Object.keys(relationshipStatusLabels) as RelationshipStatus[];
