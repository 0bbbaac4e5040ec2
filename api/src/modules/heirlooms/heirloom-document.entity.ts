import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { StoredFile } from '../files/stored-file.entity.ts';
import { Heirloom } from './heirloom.entity.ts';

/**
 * A document of an heirloom (a PDF: a will, a receipt, a valuation), a stored file of purpose
 * `heirloom-document`, with the name it was uploaded under (to download it by), in the order added.
 */
const HeirloomDocumentSchema = defineEntity({
  name: 'HeirloomDocument',
  tableName: 'family_asset_documents',
  properties: {
    ...baseProperties,
    heirloom: () => p.manyToOne(Heirloom).deleteRule('cascade').index(),
    file: () => p.manyToOne(StoredFile).deleteRule('cascade').unique(),
    name: p.string().length(200),
    position: p.integer().default(0),
  },
});

export class HeirloomDocument extends HeirloomDocumentSchema.class {}
HeirloomDocumentSchema.setClass(HeirloomDocument);
