import { referenceColumn } from '../family/index.ts';

/** A person's places in heirlooms' journeys, and the heirlooms meant for them, as a merge of two people moves them to the kept person. */
export const heirloomReferences = [
  referenceColumn({ kind: 'heirloomOwners', table: 'family_asset_owners', column: 'member_id', key: 'id' }),
  referenceColumn({ kind: 'heirloomsIntended', table: 'family_assets', column: 'intended_owner_id', key: 'id' }),
];
