import { Readable } from 'node:stream';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { getMember } from '../family/index.ts';
import { storageOf } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { DnaKit } from './dna-kit.entity.ts';
import { DnaKitRefusal } from './dna-kit-refusal.ts';
import { dnaKeysOf } from './dna-keys.ts';
import { encryptKit, parseDnaFileOnThread, type ParsedOnThread } from './kits/index.ts';
import { newKitStorageKey } from './kit-storage-key.ts';
import { enqueueKitMatching } from './kit-matching.job.ts';

/** Where the thread that reads uploaded files starts (api/src/threads/). */
const PARSE_THREAD = new URL('../../threads/dna-parse.thread.ts', import.meta.url);

/** Where sealed kits are stored. */

/** Reads an uploaded raw data file on a worker thread, as it arrives; refuses it with a DnaFileError. */
export function readUploadedKit(sc: ServiceContext, source: AsyncIterable<Uint8Array>): Promise<ParsedOnThread> {
  const { maxBytes, minMarkers } = sc.config.dna;
  return parseDnaFileOnThread(PARSE_THREAD, source, { limits: { maxFileBytes: maxBytes }, minMarkers });
}

/** Whom an uploaded kit is of: a person the uploader sees, and whether the uploader confirmed a relative's consent. */
export interface KitPersonInput {
  personId?: string | null;
  relativeConsent?: boolean;
}

/**
 * Keeps a kit read from an upload: checks the person it is said to be of (one the uploader sees;
 * their own, or a relative whose consent the uploader confirms; the X must not contradict the sex
 * the tree records), seals the compact genotypes with the current DNA key and writes them to
 * storage, then the kit's row and the job that compares it, in one transaction. The uploaded
 * file is never kept. On any refusal or failure nothing is left: no row, no stored object.
 */
export async function keepUploadedKit(sc: ServiceContext, parsed: ParsedOnThread, input: KitPersonInput): Promise<DnaKit> {
  const viewer = requireViewer(sc.viewer);
  const person = input.personId ? await getMember(sc, input.personId) : null;
  const own = !person || (person.linkedUser?.id === viewer.id && person.linkConfirmed);
  if (person && !own && !input.relativeConsent) {
    throw new DnaKitRefusal('DNA_CONSENT_REQUIRED', t('dna:upload.consentRequired', { name: person.firstName }), { relativeConsent: t('dna:field.consent') });
  }
  const treeSex = person?.gender === 'male' || person?.gender === 'female' ? person.gender : null;
  if (treeSex && parsed.inferredSex !== 'unknown' && parsed.inferredSex !== treeSex) {
    throw new DnaKitRefusal(
      'DNA_SEX_MISMATCH',
      t('dna:upload.sexMismatch', { name: person!.firstName, kitSex: sexWord(parsed.inferredSex), treeSex: sexWord(treeSex) }),
      { personId: t('dna:field.person') },
    );
  }
  const keys = dnaKeysOf(sc.config);
  const sealed = encryptKit(parsed.packed, keys.current, keys.currentId);
  const key = newKitStorageKey();
  const storage = storageOf(sc.config);
  await storage.write(key, Readable.from([sealed]), { contentType: 'application/octet-stream' });
  try {
    return await sc.em.transactional(async (tx) => {
      const kit = tx.create(DnaKit, {
        user: viewer,
        provider: parsed.format,
        rawDataKey: key,
        keyId: keys.currentId,
        storedBytes: sealed.length,
        tree: person?.tree ?? null,
        person,
        ofRelative: !own,
        relativeConsentAt: own ? null : new Date(),
        fileVersion: parsed.version,
        markers: parsed.markers,
        noCalls: parsed.noCalls,
        inferredSex: parsed.inferredSex,
      });
      await tx.flush();
      await enqueueKitMatching(tx, kit.id);
      return kit;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

const sexWord = (sex: 'male' | 'female') => (sex === 'male' ? t('dna:sex.male') : t('dna:sex.female'));
