import { randomUUID } from 'node:crypto';

/** Where sealed kits are kept in storage: `dna-kits/<uuid>.kfge`. */
export const KIT_PREFIX = 'dna-kits/';

/** A new storage key for a sealed kit. */
export const newKitStorageKey = () => `${KIT_PREFIX}${randomUUID()}.kfge`;
