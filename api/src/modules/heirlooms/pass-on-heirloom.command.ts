import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { blanksToNull, check } from '../../input/validation.ts';
import type { ServiceContext } from '../service-context.ts';
import type { GenealogyDate } from '../../../../shared/dates/index.ts';
import { Heirloom } from './heirloom.entity.ts';
import { HeirloomOwner, type PassingKind } from './heirloom-owner.entity.ts';
import { journeyProblem } from './heirloom-journey.ts';
import { tellOfPassing } from './heirloom-notices.ts';
import { personOfTree } from './heirloom-people.ts';
import { passOnRules } from './heirloom.input.ts';
import { currentOwnerOf, type HeirloomModel } from './heirloom.presenter.ts';
import { getHeirloom } from './heirloom.service.ts';
import { ownerDateFields, spanOf, writing } from './heirloom-writing.ts';

export interface PassingInput {
  toMemberId: string;
  how: string;
  date?: string | null;
}

/**
 * Records that an heirloom passed on ("the ring passed from grandmother to mother in 1990,
 * inherited"), in one step: the one who had it joins the earlier owners, with the date as the end of
 * their time, and the new owner has it from that date. Passing it to whoever has it now, or on a date
 * before their time began, is a bad input; the one it was meant for is no longer waiting once they
 * have it. Saved with the activity record and the new owner's notice, holding the tree's lock.
 */
export async function passOnHeirloom(sc: ServiceContext, id: string, input: PassingInput): Promise<HeirloomModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getHeirloom(sc, id);
  authorize(sc, 'passOn', 'Heirloom', model.view, t('heirlooms:onlyEditors'));
  const clean = await check(passOnRules, blanksToNull(input as unknown as Record<string, unknown>));
  const date = (clean.date as GenealogyDate | null | undefined) ?? null;
  await writing(sc, model.treeId, async (tx) => {
    const fresh = await getHeirloom(tx, id);
    authorize(tx, 'passOn', 'Heirloom', fresh.view, t('heirlooms:onlyEditors'));
    const to = await personOfTree(tx, fresh.treeId, clean.toMemberId, 'toMemberId');
    const from = currentOwnerOf(fresh);
    if (from?.member?.id === to.id) throw invalid(t('heirlooms:passOn.alreadyTheirs'), { toMemberId: t('heirlooms:passOn.alreadyTheirs') });
    const problem = journeyProblem(spanOf(fresh.acquisitionDate), [
      ...fresh.owners.map((o) => ({ from: spanOf(o.from), to: o.current ? spanOf(date) : spanOf(o.to), field: o.current ? 'date' : 'journey' })),
      { from: spanOf(date), to: null, field: 'date' },
    ]);
    if (problem) {
      const message = problem.field === 'date' ? t('heirlooms:passOn.tooEarly') : problem.message;
      throw invalid(message, { date: message });
    }

    if (from) await tx.em.nativeUpdate(HeirloomOwner, { id: from.id }, { current: false, ...untilFields(date) });
    const heirloom = await tx.em.findOneOrFail(Heirloom, { id });
    tx.em.create(HeirloomOwner, {
      heirloom,
      tree: fresh.treeId,
      member: to,
      position: Math.max(-1, ...fresh.owners.map((o) => o.position)) + 1,
      current: true,
      how: clean.how as PassingKind,
      ...ownerDateFields(date, null),
    });
    if (heirloom.intendedOwner?.id === to.id) heirloom.intendedOwner = null;
    heirloom.updatedAt = new Date();
    await tx.em.flush();
    await tellOfPassing(tx.em, viewer, { id, name: fresh.name, treeId: fresh.treeId }, from?.member ?? null, to);
    await tx.em.flush();
  });
  return getHeirloom(sc, id);
}

/** The end of the previous owner's time: the passing's date (or none). */
function untilFields(date: GenealogyDate | null) {
  const { until, untilEarliest, untilLatest } = ownerDateFields(null, date);
  return { until, untilEarliest, untilLatest };
}
