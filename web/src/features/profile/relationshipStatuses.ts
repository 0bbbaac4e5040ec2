import type { RelationshipStatus } from '../../gql/graphql';

export const relationshipStatusLabels: Record<RelationshipStatus, string> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  partnered: 'In a partnership',
};

export const relationshipStatuses = Object.keys(relationshipStatusLabels) as RelationshipStatus[];
