import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { MovePhotoTagDocument, RemovePhotoTagDocument, TagPhotoDocument } from '../memoryMutations';

/** Adds or takes away one tag in the cached memory, so every place showing it follows. */
function changeTags(cache: ApolloCache, memoryId: string, change: (tags: readonly Reference[], readId: (ref: Reference) => string | undefined) => readonly Reference[]) {
  const id = cache.identify({ __typename: 'Memory', id: memoryId });
  cache.modify<{ photoTags: Reference[] }>({
    id,
    fields: { photoTags: (tags, { readField }) => change(tags as Reference[], (ref) => readField<string>('id', ref)) as Reference[] },
  });
  // The count is of the tags the viewer sees, which are the ones listed.
  cache.modify<{ taggedCount: number }>({
    id,
    fields: { taggedCount: (count, { readField }) => readField<readonly Reference[]>('photoTags')?.length ?? count },
  });
}

/** Tagging someone on a memory, moving a tag's box and removing a tag. */
export function usePhotoTagMutations(memoryId: string) {
  const [tagPhoto, tagState] = useMutation(TagPhotoDocument, {
    update(cache, { data }) {
      const tag = data?.tagPhoto;
      if (!tag) return;
      // The tag itself is in the cache already (by id): the memory's list only needs to point at it.
      const ref = { __ref: cache.identify({ __typename: 'PhotoTag', id: tag.id }) ?? `PhotoTag:${tag.id}` };
      changeTags(cache, memoryId, (tags, readId) => (tags.some((t) => readId(t) === tag.id) ? tags : [...tags, ref]));
    },
  });
  // The moved tag comes back with its new box, which the cache applies by id.
  const [movePhotoTag, moveState] = useMutation(MovePhotoTagDocument);
  const [removePhotoTag, removeState] = useMutation(RemovePhotoTagDocument, {
    update(cache, { data }) {
      const removedId = data?.removePhotoTag;
      if (!removedId) return;
      changeTags(cache, memoryId, (tags, readId) => tags.filter((t) => readId(t) !== removedId));
      cache.evict({ id: cache.identify({ __typename: 'PhotoTag', id: removedId }) });
      cache.gc();
    },
  });
  return { tagPhoto, movePhotoTag, removePhotoTag, busy: tagState.loading || moveState.loading || removeState.loading };
}
