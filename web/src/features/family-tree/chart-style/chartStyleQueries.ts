import { graphql } from '../../../gql';

/** The viewer's chart style and the features they have unlocked: all the chart needs of their rewards. */
export const TreeChartStyleDocument = graphql(`
  query TreeChartStyle {
    myRewards {
      chartStyle
      unlockedFeatures
    }
  }
`);
