import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { StoredFile } from '../files/stored-file.entity.ts';
import { Heirloom } from './heirloom.entity.ts';

/** A photo of an heirloom (a stored file of purpose `heirloom-photo`), in the order added. */
const HeirloomPhotoSchema = defineEntity({
  name: 'HeirloomPhoto',
  tableName: 'family_asset_photos',
  properties: {
    ...baseProperties,
    heirloom: () => p.manyToOne(Heirloom).deleteRule('cascade').index(),
    file: () => p.manyToOne(StoredFile).deleteRule('cascade').unique(),
    position: p.integer().default(0),
  },
});

export class HeirloomPhoto extends HeirloomPhotoSchema.class {}
HeirloomPhotoSchema.setClass(HeirloomPhoto);
