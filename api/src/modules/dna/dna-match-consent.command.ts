import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { isUuid } from '../../input/validation.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { getTree } from '../trees/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { DnaKit } from './dna-kit.entity.ts';
import { getDnaKit } from './dna-kit.service.ts';
import { deleteConsent, insertConsent, isMatchPartner, ownConsent } from './dna-match-consent.repository.ts';
import { enqueueKitMatching } from './kit-matching.job.ts';
import { writeProgress } from './dna-comparison.repository.ts';

/** What agreeing to match names: one kit, and one relative or one tree. */
export interface AgreeToMatchInput {
  kitId: string;
  withUserId?: string | null;
  treeId?: string | null;
}

/**
 * Agrees to compare one of the viewer's kits with one relative's kits (a user who reads a tree the
 * viewer reads) or with the kits of anyone who reads a tree the viewer reads; anyone or any tree
 * else is NOT_FOUND. A second identical agreement changes nothing. The kit is marked as comparing
 * and its comparisons job added in the same transaction: it compares the kit with every kit whose
 * owner agreed too.
 */
export async function agreeToDnaMatch(sc: ServiceContext, input: AgreeToMatchInput): Promise<DnaKit> {
  const viewer = requireViewer(sc.viewer);
  const kit = await getDnaKit(sc, input.kitId.trim(), 'consent');
  const withUserId = input.withUserId?.trim() || null;
  const treeId = input.treeId?.trim() || null;
  if (!withUserId === !treeId) {
    const message = t('dna:consent.oneTarget');
    throw invalid(message, { withUserId: message, treeId: message });
  }
  if (withUserId && !(isUuid(withUserId) && (await isMatchPartner(sc.em, viewer.id, withUserId)))) throw notFound('User');
  if (treeId) await getTree(sc, treeId);
  await sc.em.transactional(async (tx) => {
    await insertConsent(tx, kit.id, withUserId ? { withUserId } : { treeId: treeId! });
    // The kit says at once that its comparisons are being brought up to date (the job writes on).
    await writeProgress(tx, kit.id, { compared: 0, total: 0, done: false });
    await enqueueKitMatching(tx, kit.id);
  });
  return getDnaKit(sc, kit.id);
}

/**
 * Withdraws one of the viewer's agreements to match: it is deleted, and with it, in the same
 * transaction, every comparison of its kit that no agreement left allows. Anyone else's is NOT_FOUND.
 * Answers the kit.
 */
export async function withdrawDnaMatchConsent(sc: ServiceContext, consentId: string): Promise<DnaKit> {
  const viewer = requireViewer(sc.viewer);
  const id = consentId.trim();
  const consent = isUuid(id) ? await ownConsent(sc.em, viewer.id, id) : null;
  if (!consent) throw notFound();
  const kit = await getDnaKit(sc, consent.kit_id, 'consent');
  await sc.em.transactional((tx) => deleteConsent(tx, consent.id, kit.id));
  return getDnaKit(sc, kit.id);
}
