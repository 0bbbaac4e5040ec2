import { useMutation } from '@apollo/client/react';
import { forgetRecentCircles } from './circleCache';
import { CreateFamilyCircleDocument } from './circleMutations';
import { FamilyCirclesDocument } from './circleQueries';

/** Creates a circle: it goes to the top of the cached list, and the sidebar's list is read again. */
export function useCreateCircle() {
  const [create] = useMutation(CreateFamilyCircleDocument, {
    update(cache, { data }) {
      const created = data?.createCircle;
      if (!created) return;
      cache.updateQuery({ query: FamilyCirclesDocument }, (existing) =>
        existing ? { circles: [created, ...existing.circles.filter((c) => c.id !== created.id)] } : existing,
      );
      forgetRecentCircles(cache);
    },
  });
  return create;
}
