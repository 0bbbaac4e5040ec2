import { memberScope } from '../../policies/family-member.policy.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { requestMemo, type ServiceContext } from '../service-context.ts';
import { viewerGrants } from '../trees/index.ts';
import { PhotoTag } from './photo-tag.entity.ts';

/** The memories whose tags this request will be asked for (a listed page, or one memory). */
const PAGE_KEY = 'memories:listed';

/** Remembers which memories a request listed, so their tags are read together when first asked for. */
export function rememberListed(sc: ServiceContext, memoryIds: string[]) {
  const listed = ((sc.memo ??= new Map()).get(PAGE_KEY) as Set<string> | undefined) ?? new Set<string>();
  for (const id of memoryIds) listed.add(id);
  sc.memo.set(PAGE_KEY, listed);
}

/**
 * The tags of a memory whose people the viewer sees: tags of people of trees they cannot see are
 * left out (they tell nothing about those trees). Read for every memory the request listed at once:
 * two statements per request, not per memory.
 */
export async function visibleTags(sc: ServiceContext, memoryId: string): Promise<PhotoTag[]> {
  const listed = [...(((sc.memo ??= new Map()).get(PAGE_KEY) as Set<string> | undefined) ?? new Set([memoryId]))];
  const ids = listed.includes(memoryId) ? listed : [memoryId];
  const byMemory = await requestMemo(sc, `memories:tags:${ids.join(',')}`, () => tagsOf(sc, ids));
  return byMemory.get(memoryId) ?? [];
}

async function tagsOf(sc: ServiceContext, memoryIds: string[]): Promise<Map<string, PhotoTag[]>> {
  const viewer = requireViewer(sc.viewer);
  const seen = memberScope('fm', { id: viewer.id });
  const rows = await sc.em.execute<{ id: string }[]>(
    `select t.id from photo_tags t join family_members fm on fm.id = t.member_id where t.memory_id = any(?::uuid[]) and ${seen.text}`,
    [`{${memoryIds.join(',')}}`, ...seen.params],
  );
  const tags = rows.length ? await sc.em.find(PhotoTag, { id: { $in: rows.map((r) => r.id) } }, { populate: ['member', 'taggedBy'], orderBy: { createdAt: 'asc' } }) : [];
  // The viewer's grants (one statement for all their trees), which decide what of each person they may read.
  if (tags.length) await viewerGrants(sc);
  const byMemory = new Map<string, PhotoTag[]>();
  for (const tag of tags) byMemory.set(tag.memory.id, [...(byMemory.get(tag.memory.id) ?? []), tag]);
  return byMemory;
}
