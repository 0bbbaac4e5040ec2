import { t } from '../../i18n.ts';
import type { InsightGroup } from './family-insight.entity.ts';
import type { InsightType } from './rules/index.ts';

/** The page's group of each kind of finding. */
export const GROUP_OF: Record<InsightType, InsightGroup> = {
  'oldest-living': 'story',
  'longest-life': 'story',
  'common-first-name': 'story',
  'birth-places': 'story',
  'family-growth': 'story',
  'missing-parents': 'gaps',
  'missing-dates': 'gaps',
  'death-before-birth': 'gaps',
  'birth-after-parent-death': 'gaps',
  'parent-too-old': 'gaps',
  'parent-too-young': 'gaps',
  'marriage-too-young': 'gaps',
  'marriage-after-death': 'gaps',
  'probably-dead-without-date': 'gaps',
  'possible-duplicate': 'duplicates',
  anniversary: 'days',
  'on-this-day': 'days',
};

/** The kinds of finding, as the rules name them. */
export const INSIGHT_TYPES = Object.keys(GROUP_OF) as InsightType[];

/**
 * Kinds that rest on the shape of the tree and names only (who has no parents in it): shown about a
 * living person to a reader who may not see that person's dates. Every other kind rests on dates or
 * places, and is not shown about anyone whose details the reader may not see.
 */
export const NAMES_ONLY: readonly InsightType[] = ['missing-parents'];

/** Kinds of finding that hold on one day only: they are shown only on the day they were computed for. */
export const OF_THE_DAY: readonly InsightType[] = ['on-this-day'];

/** A finding's kind in a few words, in the request's language. */
export function insightTitle(type: InsightType): string {
  switch (type) {
    case 'oldest-living':
      return t('insights:title.oldestLiving');
    case 'longest-life':
      return t('insights:title.longestLife');
    case 'common-first-name':
      return t('insights:title.commonFirstName');
    case 'birth-places':
      return t('insights:title.birthPlaces');
    case 'family-growth':
      return t('insights:title.familyGrowth');
    case 'missing-parents':
      return t('insights:title.missingParents');
    case 'missing-dates':
      return t('insights:title.missingDates');
    case 'death-before-birth':
      return t('insights:title.deathBeforeBirth');
    case 'birth-after-parent-death':
      return t('insights:title.birthAfterParentDeath');
    case 'parent-too-old':
      return t('insights:title.parentTooOld');
    case 'parent-too-young':
      return t('insights:title.parentTooYoung');
    case 'marriage-too-young':
      return t('insights:title.marriageTooYoung');
    case 'marriage-after-death':
      return t('insights:title.marriageAfterDeath');
    case 'probably-dead-without-date':
      return t('insights:title.probablyDead');
    case 'possible-duplicate':
      return t('insights:title.possibleDuplicate');
    case 'anniversary':
      return t('insights:title.anniversary');
    case 'on-this-day':
      return t('insights:title.onThisDay');
  }
}
