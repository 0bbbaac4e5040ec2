import type { DnaKitFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { providerName } from '../dnaText';

/** A kit as people name it: "AncestryDNA v2", "23andMe". */
export function kitName(kit: Pick<DnaKitFieldsFragment, 'provider' | 'fileVersion'>): string {
  const provider = providerName(kit.provider);
  return kit.fileVersion ? i18n.t('dna:kit.nameWithVersion', { provider, version: kit.fileVersion }) : provider;
}

/** Whose a kit is: "Yours, as Ana Rivera in the tree", "Tomás Rivera's (a relative's kit)", "Yours, not placed in a tree". */
export function kitOwnerLine(kit: Pick<DnaKitFieldsFragment, 'ofRelative' | 'person'>): string {
  if (kit.ofRelative) return kit.person ? i18n.t('dna:kit.ofRelative', { name: kit.person.fullName }) : i18n.t('dna:kit.ofRelativeUnseen');
  return kit.person ? i18n.t('dna:kit.ofYou', { name: kit.person.fullName }) : i18n.t('dna:kit.ofYouUnplaced');
}
