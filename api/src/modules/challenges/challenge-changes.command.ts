import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { treeReaders } from '../../policies/tree-access.policy.ts';
import { forbidden, invalid } from '../../errors.ts';
import { t, tIn } from '../../i18n.ts';
import { check } from '../../input/validation.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { publicName } from '../users/index.ts';
import { loadGrant } from '../trees/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { CHALLENGE_PROGRESS } from './challenge-job-names.ts';
import { familyChallengeRules } from './challenge.input.ts';
import { recountParticipants } from './challenge.repository.ts';
import { getChallenge } from './challenge.service.ts';
import type { ChallengeModel } from './challenge.presenter.ts';

/** Asks for a person's progress to be worked out again once this change commits. */
export const recountFor = (sc: ServiceContext, userId: string) => enqueueJob(sc.em, CHALLENGE_PROGRESS, { userId }, { jobKey: `${CHALLENGE_PROGRESS}:${userId}` });

/**
 * Waits, in this transaction, for any run of the progress job on this person to end, and keeps the
 * next from starting until this change commits (the job takes the same lock): a join or a leave
 * never lands between the job's reading of someone's progress and its writing.
 */
const lockProgressOf = (em: EntityManager, userId: string) => em.execute(`select pg_advisory_xact_lock(hashtext('challenge-progress'), hashtext(?))`, [userId]);

/**
 * Joins a challenge: progress counts what the viewer does from now on (until its time limit). A
 * challenge that expired may be joined again, from the start.
 */
export async function joinChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const challenge = await getChallenge(sc, id);
  const viewer = authorize(sc, 'join', 'Challenge', challenge.view, challenge.isActive ? t('challenges:alreadyJoined') : t('challenges:inactive'));
  await sc.em.transactional(async (em) => {
    const inner = { ...sc, em };
    await lockProgressOf(em, viewer.id);
    // Still on, and kept on until this join commits (a switch off waits for it, then counts it in).
    const on = await em.execute<{ id: string }[]>(`select id from discovery_challenges where id = ? and is_active for share`, [challenge.id]);
    if (!on.length) throw forbidden(t('challenges:inactive'));
    await em.execute(
      `insert into user_challenge_progress (id, user_id, challenge_id, progress, status, started_at, deadline, updated_at)
       values (?, ?, ?, ?::jsonb, 'in_progress', now(), now() + ? * interval '1 day', now())
       on conflict (user_id, challenge_id) do update set status = 'in_progress', progress = excluded.progress, started_at = now(),
         deadline = excluded.deadline, updated_at = now()
       where user_challenge_progress.status = 'expired' or (user_challenge_progress.status = 'in_progress' and user_challenge_progress.deadline < now())`,
      [randomUUID(), viewer.id, challenge.id, JSON.stringify({ count: 0, target: challenge.requirement?.target ?? 1, percent: 0 }), challenge.timeLimitDays],
    );
    await recountFor(inner, viewer.id);
  });
  return getChallenge(sc, id);
}

/**
 * Leaves a challenge never completed: its progress is forgotten, and a claim the viewer made on a
 * family challenge that nobody confirmed is withdrawn, so another editor may make it.
 */
export async function leaveChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const challenge = await getChallenge(sc, id);
  const joined = challenge.view.viewerStatus !== null;
  const viewer = authorize(sc, 'leave', 'Challenge', challenge.view, joined ? t('challenges:completedCannotLeave') : t('challenges:notJoined'));
  await sc.em.transactional(async (em) => {
    await lockProgressOf(em, viewer.id);
    const left = await em.execute<{ id: string }[]>(
      `delete from user_challenge_progress where user_id = ? and challenge_id = ? and status <> 'completed' and completed_at is null returning id`,
      [viewer.id, challenge.id],
    );
    if (!left.length) throw invalid(t('challenges:completedCannotLeave'));
    await em.execute(`update discovery_challenges set claimed_by_id = null, claimed_at = null, updated_at = now() where id = ? and claimed_by_id = ? and confirmed_at is null`, [
      challenge.id,
      viewer.id,
    ]);
  });
  return getChallenge(sc, id);
}

/** Adds a family challenge to a tree the viewer owns. */
export async function createFamilyChallenge(sc: ServiceContext, input: unknown): Promise<ChallengeModel> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(familyChallengeRules, input);
  const grant = await loadGrant(sc, fields.treeId);
  if (!grant) throw invalid(t('challenges:onlyOwner'), { treeId: t('challenges:onlyOwner') });
  authorize(sc, 'createFamily', 'Challenge', { treeId: fields.treeId }, t('challenges:onlyOwner'));
  const id = randomUUID();
  await sc.em.execute(
    `insert into discovery_challenges (id, created_at, updated_at, title, description, challenge_type, difficulty, category, requirements, rewards, is_active, time_limit, tree_id, created_by_id)
     values (?, now(), now(), ?, ?, 'family', ?, ?, '{}'::jsonb, ?::jsonb, true, ?, ?, ?)`,
    [
      id,
      fields.title,
      fields.description ?? '',
      fields.difficulty,
      fields.category,
      JSON.stringify({ points: fields.points, experience: fields.points, badge: null, unlocks: null }),
      fields.timeLimitDays ?? null,
      fields.treeId,
      viewer.id,
    ],
  );
  return getChallenge(sc, id);
}

/** Says a family challenge is done; the tree's other readers are asked to confirm it. */
export async function claimFamilyChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const challenge = await getChallenge(sc, id);
  const viewer = authorize(sc, 'claim', 'Challenge', challenge.view, claimRefusal(challenge));
  await sc.em.transactional(async (em) => {
    const claimed = await em.execute<{ id: string }[]>(
      // A claim left by an account that went is made anew: it needs a confirmation of its own.
      `update discovery_challenges set claimed_by_id = ?, claimed_at = now(), confirmed_by_id = null, confirmed_at = null, updated_at = now()
       where id = ? and claimed_by_id is null and is_active returning id`,
      [viewer.id, challenge.id],
    );
    if (!claimed.length) throw invalid(t('challenges:alreadyClaimed'));
    const readers = treeReaders('ta', { id: challenge.treeId! });
    const rows = await em.execute<{ user_id: string }[]>(`select ta.user_id from tree_access ta where ${readers.text}`, [...readers.params]);
    const name = publicName(viewer);
    await notifyUsers(em, {
      kind: 'challenge_claimed',
      userIds: rows.map((r) => r.user_id),
      actorId: viewer.id,
      message: (language) => tIn(language, 'challenges:notice.claimed', { name, title: challenge.title }),
      link: `/discovery-challenges#${challenge.id}`,
      objectId: challenge.id,
    });
  });
  return getChallenge(sc, id);
}

function claimRefusal(challenge: ChallengeModel): string {
  if (challenge.claim) return t('challenges:alreadyClaimed');
  if (challenge.view.viewerStatus !== 'in_progress') return t('challenges:claimJoinFirst');
  return t('challenges:onlyEditorsClaim');
}

/** Confirms a relative's claim: the challenge then completes for them. */
export async function confirmFamilyChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const challenge = await getChallenge(sc, id);
  const viewer = authorize(sc, 'confirm', 'Challenge', challenge.view, confirmRefusal(challenge, sc.viewer?.id));
  await sc.em.transactional(async (em) => {
    const confirmed = await em.execute<{ claimed_by_id: string }[]>(
      `update discovery_challenges set confirmed_by_id = ?, confirmed_at = now(), updated_at = now()
       where id = ? and claimed_by_id is not null and claimed_by_id <> ? and confirmed_at is null and is_active returning claimed_by_id`,
      [viewer.id, challenge.id, viewer.id],
    );
    if (!confirmed.length) throw invalid(t('challenges:alreadyConfirmed'));
    await recountFor({ ...sc, em }, confirmed[0].claimed_by_id);
  });
  return getChallenge(sc, id);
}

function confirmRefusal(challenge: ChallengeModel, viewerId: string | undefined): string {
  if (!challenge.isActive) return t('challenges:switchedOff');
  if (!challenge.claim) return t('challenges:notClaimed');
  if (challenge.claim.claimedById === viewerId) return t('challenges:ownClaim');
  return t('challenges:alreadyConfirmed');
}

/**
 * Switches a challenge on or off. The time it is off is written down (what is done then never
 * counts, even once it is on again); those who joined it have their progress worked out again.
 */
export async function setChallengeActive(sc: ServiceContext, id: string, active: boolean): Promise<ChallengeModel> {
  const challenge = await getChallenge(sc, id);
  authorize(sc, 'setActive', 'Challenge', challenge.view, challenge.challengeType === 'family' ? t('challenges:onlyOwnerSwitch') : t('challenges:onlyAdmins'));
  await sc.em.transactional(async (em) => {
    const switched = await em.execute<{ id: string }[]>(
      active
        ? `update discovery_challenges set is_active = true, updated_at = now(),
             off_periods = (select coalesce(jsonb_agg(case when o->>'to' is null then jsonb_set(o, '{to}', to_jsonb(now())) else o end), '[]'::jsonb)
                            from jsonb_array_elements(off_periods) o)
           where id = ? and not is_active returning id`
        : `update discovery_challenges set is_active = false, updated_at = now(),
             off_periods = off_periods || jsonb_build_array(jsonb_build_object('from', now(), 'to', null))
           where id = ? and is_active returning id`,
      [challenge.id],
    );
    if (switched.length) await recountParticipants(em, challenge.id);
  });
  return getChallenge(sc, id);
}
