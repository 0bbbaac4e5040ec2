import { useQuery } from '@apollo/client/react';
import type { ChartStyle, UnlockableFeature } from '../../../gql/graphql';
import { TreeChartStyleDocument } from './chartStyleQueries';

/** Every style, in the order the menu lists them, with the feature a challenge unlocks it by. */
export const CHART_STYLES: readonly { style: ChartStyle; unlockedBy: UnlockableFeature | null }[] = [
  { style: 'classic', unlockedBy: null },
  { style: 'heritage', unlockedBy: 'chart_heritage_style' },
  { style: 'gold', unlockedBy: 'chart_gold_frame' },
];

export const isUnlocked = (style: ChartStyle, unlocked: readonly UnlockableFeature[]) => {
  const needed = CHART_STYLES.find((s) => s.style === style)?.unlockedBy;
  return !needed || unlocked.includes(needed);
};

export interface ChartStyleChoice {
  /** The style to draw: the classic one until the answer comes, when it fails, or when the chosen one is locked again. */
  style: ChartStyle;
  unlocked: readonly UnlockableFeature[];
  /** Whether the viewer's rewards were read: the style menu waits for them. */
  known: boolean;
}

/** The viewer's chart style and what they may choose from: one small query for the whole chart. */
export function useChartStyle(): ChartStyleChoice {
  const { data } = useQuery(TreeChartStyleDocument);
  const rewards = data?.myRewards;
  if (!rewards) return { style: 'classic', unlocked: [], known: false };
  const style = isUnlocked(rewards.chartStyle, rewards.unlockedFeatures) ? rewards.chartStyle : 'classic';
  return { style, unlocked: rewards.unlockedFeatures, known: true };
}
