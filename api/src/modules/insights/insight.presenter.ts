import { can } from '../../policies/authorize.ts';
import type { ActorSource } from '../../policies/actor.ts';
import { fullName } from '../../../../shared/people/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import { insightSentence } from './insight-sentence.ts';
import { insightTitle } from './insight-kinds.ts';
import type { InsightRow } from './insight.repository.ts';
import type { Insight, InsightType } from './rules/index.ts';
import type { InsightActionKind, InsightDataField, InsightGroup as ApiGroup, InsightType as ApiType } from '../../generated/graphql.ts';

/** The API's name of a kind or action: `possible-duplicate` → `POSSIBLE_DUPLICATE`. */
const constant = <T extends string>(name: string) => name.replace(/-/g, '_').toUpperCase() as T;

/** Days from `today` to `date` (both YYYY-MM-DD). */
const daysBetween = (today: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * A finding as the viewer reads it: its sentence in their language naming its people as they are
 * now, its people, and of its facts only those of people whose details the viewer may read (the
 * scope already left out findings resting on hidden details; this holds the rule for each fact too).
 * An anniversary counts its days from today, whatever day it was computed on.
 */
export function presentInsight(sc: ActorSource, row: InsightRow, people: ReadonlyMap<string, FamilyMember>, today: string) {
  const type = row.insight_type as InsightType;
  const params = type === 'anniversary' && typeof row.params.date === 'string' ? { ...row.params, daysAway: daysBetween(today, row.params.date) } : row.params;
  const insight = { type, key: row.key, people: row.relevant_members, dataPoints: row.data_points, action: row.action, params } as unknown as Insight;
  const named = row.relevant_members.map((id) => people.get(id)).filter((m): m is FamilyMember => m !== undefined);
  // A name is seen by whoever sees the person; any other fact only with the person's details.
  const shown = (point: { personId: string; field: string }) => {
    const person = people.get(point.personId);
    return person !== undefined && (point.field === 'name' || can(sc, 'seeDetails', 'FamilyMember', person));
  };
  return {
    id: row.id,
    treeId: row.tree_id,
    type: constant<ApiType>(type),
    group: constant<ApiGroup>(row.insight_group),
    title: insightTitle(type),
    sentence: insightSentence(insight, (id) => {
      const person = people.get(id);
      return person ? fullName(person) : '?';
    }),
    people: named,
    dataPoints: row.data_points.filter(shown).map((point) => ({ ...point, field: point.field as InsightDataField })),
    action: row.action ? { kind: constant<InsightActionKind>(row.action), personIds: row.relevant_members.slice(0, row.action === 'compare-people' ? 2 : 1) } : null,
  };
}

export type InsightModel = ReturnType<typeof presentInsight>;
