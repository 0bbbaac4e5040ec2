import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ChartStyle, ChooseTreeChartStyleMutation, UnlockableFeature } from '../../../gql/graphql';

export const ChooseTreeChartStyleDocument = graphql(`
  mutation ChooseTreeChartStyle($style: ChartStyle!) {
    chooseChartStyle(style: $style) {
      chartStyle
      unlockedFeatures
    }
  }
`);

/**
 * Chooses a style: drawn at once, and back as it was if the server refuses. The rewards have no
 * id, so the answer is written into the cached `myRewards` field by field: the rewards pages'
 * other fields stay where they are.
 */
export function useChooseChartStyle() {
  const [choose] = useMutation(ChooseTreeChartStyleDocument, {
    update: (cache, { data }) => {
      const chosen = data?.chooseChartStyle;
      if (!chosen) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          // Normalised one day (keyFields), the rewards would take the answer by themselves.
          myRewards: (existing, { isReference }) =>
            existing && typeof existing === 'object' && !isReference(existing)
              ? { ...existing, chartStyle: chosen.chartStyle, unlockedFeatures: chosen.unlockedFeatures }
              : existing,
        },
      });
    },
  });
  return (style: ChartStyle, unlocked: readonly UnlockableFeature[]) => {
    const expected: ChooseTreeChartStyleMutation['chooseChartStyle'] & { __typename: 'UserRewards' } = { __typename: 'UserRewards', chartStyle: style, unlockedFeatures: [...unlocked] };
    return choose({ variables: { style }, optimisticResponse: { chooseChartStyle: expected } });
  };
}
