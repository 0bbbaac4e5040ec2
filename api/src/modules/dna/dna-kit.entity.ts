import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import type { DnaFileFormat, InferredSex } from './kits/index.ts';

/** Where a kit's comparisons are: being brought up to date by the job queue, or done. */
export const KIT_MATCHING_STATUSES = ['comparing', 'ready'] as const;
export type KitMatchingStatus = (typeof KIT_MATCHING_STATUSES)[number];

/**
 * A DNA kit (spec: dna_profiles): the genotypes read from one raw data file, whose owner is the
 * user who uploaded it. A row exists only for a file that was read: a refused file leaves no row
 * and no stored object. `rawDataKey` is the storage key of the genotypes, compact and sealed with
 * the server's DNA key (`keyId`); the uploaded file itself is never kept. The kit is of a person of a
 * tree — the uploader's own person, or a relative whose consent the uploader confirmed
 * (`relativeConsentAt`). `traits` is kept for the specification's shape: no traits are computed.
 * The spec's `matches` are the kit's rows in `dna_comparisons`; `lastSynced` is when they were last
 * brought up to date.
 */
const DnaKitSchema = defineEntity({
  name: 'DnaKit',
  tableName: 'dna_profiles',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** The company whose file it was. */
    provider: p.string().length(20).$type<DnaFileFormat>(),
    /** The company's own id of the kit; raw files do not carry one, so it is null unless told. */
    profileId: p.string().length(100).nullable(),
    rawDataKey: p.string().length(200).unique(),
    keyId: p.string().length(64),
    storedBytes: p.integer(),
    traits: p.json<Record<string, never>>().default('{}'),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('set null').index(),
    person: () => p.manyToOne(FamilyMember).nullable().deleteRule('set null').index(),
    /** Whether the kit is a relative's whose consent the uploader confirmed (false: the uploader's own). */
    ofRelative: p.boolean().default(false),
    relativeConsentAt: p.datetime().nullable(),
    fileVersion: p.string().length(40).nullable(),
    markers: p.integer(),
    noCalls: p.integer(),
    inferredSex: p.string().length(10).$type<InferredSex>(),
    status: p.string().length(10).$type<KitMatchingStatus>().default('comparing'),
    /** Kits this kit has been compared with in the current run, of `compareTotal`. */
    comparedCount: p.integer().default(0),
    compareTotal: p.integer().default(0),
    lastSynced: p.datetime().nullable(),
  },
});

export class DnaKit extends DnaKitSchema.class {}
DnaKitSchema.setClass(DnaKit);
