import { requestLanguage, t } from '../../i18n.ts';
import type { DuplicateReason, Era, Insight, LifeEvent, ParentRole, YearsRange } from './rules/index.ts';

/** How a person is named in a sentence (as the reader may see them). */
export type NameOf = (personId: string) => string;

/** One formatter per language: making one is far dearer than formatting (a large tree's recompute writes many thousands of numbers). */
const formats = new Map<string, Intl.NumberFormat>();
const number = (value: number) => {
  const language = requestLanguage();
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
};

/** "87", "87–88", "at least 87", "at most 88": a number of years as far as the dates tell it. */
export function yearsText(range: YearsRange): string {
  if (range.min !== null && range.max !== null) return range.min === range.max ? number(range.min) : t('insights:years.between', { min: number(range.min), max: number(range.max) });
  if (range.min !== null) return t('insights:years.atLeast', { min: number(range.min) });
  if (range.max !== null) return t('insights:years.atMost', { max: number(range.max) });
  return '?';
}

/** "1900–1924": a generation's span of birth years. */
export const eraText = (era: Era) => `${era.start}–${era.end}`;

const eventWord = (event: LifeEvent) => (event === 'birth' ? t('insights:event.birth') : event === 'marriage' ? t('insights:event.marriage') : t('insights:event.death'));

const roleWord = (role: ParentRole) => (role === 'mother' ? t('insights:role.mother') : role === 'father' ? t('insights:role.father') : t('insights:role.parent'));

/** Why two records may be one person, in words. */
export function reasonText(reason: DuplicateReason): string {
  switch (reason) {
    case 'same-name':
      return t('insights:reason.sameName');
    case 'similar-name':
      return t('insights:reason.similarName');
    case 'name-variant':
      return t('insights:reason.nameVariant');
    case 'same-birth':
      return t('insights:reason.sameBirth');
    case 'birth-typo':
      return t('insights:reason.birthTypo');
    case 'overlapping-birth':
    case 'near-birth':
      return t('insights:reason.nearBirth');
    case 'same-death':
      return t('insights:reason.sameDeath');
    case 'death-typo':
      return t('insights:reason.deathTypo');
    case 'overlapping-death':
    case 'near-death':
      return t('insights:reason.nearDeath');
    case 'same-birth-place':
      return t('insights:reason.sameBirthPlace');
    case 'same-parents':
      return t('insights:reason.sameParents');
    case 'same-partner':
      return t('insights:reason.samePartner');
  }
}

/**
 * The sentence a finding is shown with, in the request's language, naming its people with `nameOf`
 * (which names them as the reader may see them).
 */
export function insightSentence(insight: Insight, nameOf: NameOf): string {
  const [first = '', second = ''] = insight.people.map(nameOf);
  switch (insight.type) {
    case 'oldest-living':
      return insight.params.rank === 1
        ? t('insights:sentence.oldestLiving', { name: first, age: yearsText(insight.params.age) })
        : t('insights:sentence.oldLiving', { name: first, age: yearsText(insight.params.age) });
    case 'longest-life':
      return t('insights:sentence.longestLife', { name: first, years: yearsText(insight.params.lifespan), era: eraText(insight.params.era) });
    case 'common-first-name':
      return t('insights:sentence.commonFirstName', { name: insight.params.name, count: insight.params.count, total: number(insight.params.bornInEra), era: eraText(insight.params.era) });
    case 'birth-places': {
      const [top] = insight.params.places;
      return t('insights:sentence.birthPlaces', { place: top?.place ?? '?', count: top?.count ?? 0, era: eraText(insight.params.era) });
    }
    case 'family-growth': {
      const busiest = [...insight.params.decades].sort((a, b) => b.births - a.births || a.decade - b.decade)[0];
      return busiest ? t('insights:sentence.familyGrowth', { count: busiest.births, decade: String(busiest.decade) }) : t('insights:sentence.familyGrowthNone');
    }
    case 'missing-parents':
      return t('insights:sentence.missingParents', { name: first });
    case 'missing-dates':
      return t('insights:sentence.missingDates', { name: first });
    case 'birth-after-parent-death':
      return t('insights:sentence.birthAfterParentDeath', { name: first, parent: second, role: roleWord(insight.params.parentRole) });
    case 'parent-too-old':
      return t('insights:sentence.parentTooOld', { name: first, parent: second, role: roleWord(insight.params.parentRole), age: yearsText(insight.params.age) });
    case 'parent-too-young':
      return t('insights:sentence.parentTooYoung', { name: first, parent: second, role: roleWord(insight.params.parentRole), age: yearsText(insight.params.age) });
    case 'death-before-birth':
      return t('insights:sentence.deathBeforeBirth', { name: first });
    case 'marriage-too-young':
      return t('insights:sentence.marriageTooYoung', { name: first, partner: second, age: yearsText(insight.params.age) });
    case 'marriage-after-death':
      return t('insights:sentence.marriageAfterDeath', { name: first, partner: second });
    case 'probably-dead-without-date':
      return t('insights:sentence.probablyDead', { name: first, age: yearsText(insight.params.age) });
    case 'possible-duplicate':
      return t('insights:sentence.possibleDuplicate', { name: first, other: second, reasons: insight.params.reasons.map(reasonText).join(', ') });
    case 'anniversary':
      return insight.params.daysAway === 0
        ? t('insights:sentence.anniversaryToday', { event: eventWord(insight.params.event), names: [first, second].filter(Boolean).join(' & '), years: insight.params.years })
        : t('insights:sentence.anniversary', { event: eventWord(insight.params.event), names: [first, second].filter(Boolean).join(' & '), years: insight.params.years, count: insight.params.daysAway });
    case 'on-this-day':
      return t('insights:sentence.onThisDay', { event: eventWord(insight.params.event), names: [first, second].filter(Boolean).join(' & '), year: insight.params.year, count: insight.params.years });
  }
}
