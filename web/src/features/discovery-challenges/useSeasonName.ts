import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { seasonParts } from './challengeFormat';

/** A season as people say it: "Q4 2026" ("T4 2026" in Spanish); a season of another shape by its dates. */
export function useSeasonName(): (season: { id: string; startsOn: string; endsOn: string }) => string {
  const { t } = useTranslation('challenges');
  return (season) => {
    const parts = seasonParts(season.id);
    return parts ? t('leaderboard.seasonName', parts) : `${formatDate(season.startsOn)} – ${formatDate(season.endsOn)}`;
  };
}
