import type * as Schema from '../generated/graphql.ts';
import type { ActivityKind } from '../modules/activity/index.ts';
import type { ConnectionRequestStatus } from '../modules/connections/connection-request.entity.ts';
import type { RelationshipType } from '../modules/family/index.ts';
import type { PartnerKind, Pedigree, RelationshipKind } from '../modules/family/relationships/relationship.entity.ts';
import type { GedcomImportMode, GedcomJobKind, GedcomJobState } from '../modules/gedcom/gedcom-job.entity.ts';
import type { DigestFrequency, NotificationKind } from '../modules/notifications/index.ts';

// The schema's enums are the modules' own lists: entities and services use the modules' types, so
// no module depends on generated code for them. Here the type check stops when a schema enum and
// its list disagree (a value added to one and not the other): "Type 'false' does not satisfy the
// constraint 'true'" on the line of the pair.

/** True when A and B hold the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agree<T extends true> = T;

export type SchemaEnumsAgree = [
  Agree<Same<Schema.ActivityKind, ActivityKind>>,
  Agree<Same<Schema.ConnectionRequestStatus, ConnectionRequestStatus>>,
  Agree<Same<Schema.RelationshipType, RelationshipType>>,
  Agree<Same<Schema.RelationshipKind, RelationshipKind>>,
  Agree<Same<Schema.PartnerKind, PartnerKind>>,
  Agree<Same<Schema.Pedigree, Pedigree>>,
  Agree<Same<Schema.GedcomJobKind, GedcomJobKind>>,
  Agree<Same<Schema.GedcomJobState, GedcomJobState>>,
  Agree<Same<Schema.GedcomImportMode, GedcomImportMode>>,
  Agree<Same<Schema.NotificationKind, NotificationKind>>,
  Agree<Same<Schema.DigestFrequency, DigestFrequency>>,
];
