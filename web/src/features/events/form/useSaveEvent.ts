import { useMutation } from '@apollo/client/react';
import { forgetEventLists } from '../eventCache';
import { CreateFamilyEventDocument, UpdateFamilyEventDocument } from '../eventMutations';

/** Creates and changes events; a changed event updates itself in the cache by its id. */
export function useSaveEvent() {
  const [create] = useMutation(CreateFamilyEventDocument, { update: forgetEventLists });
  const [update] = useMutation(UpdateFamilyEventDocument, { update: forgetEventLists });
  return { create, update };
}
