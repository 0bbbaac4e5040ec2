import type { EntityManager } from '@mikro-orm/postgresql';
import { sourceBound, type Position } from './timeline.cursor.ts';
import { Params, runPrepared } from '../../db/prepared-statements.ts';
import { entryDetailsSql, type EntryDetails } from './timeline-details.sql.ts';
import { scansOf, viewerCircles, viewerTrees, type Scan, type Selection, type SourceName, type Viewing } from './timeline.sources.ts';

/** An entry as a page lists it: its source and that row's id, its day, two people or a kind where the source has them, and what it shows. */
export interface EntryRow {
  source: SourceName;
  id: string;
  day: string;
  a: string | null;
  b: string | null;
  sub: string | null;
  details: EntryDetails;
}

const columnsOf = (scan: Scan) =>
  `'${scan.source}'::text as source, ${scan.id} as id, ${scan.day} as day, ${scan.a ?? 'null::uuid'} as a, ${scan.b ?? 'null::uuid'} as b, ${scan.sub ?? 'null::text'}::text as sub`;

/** A scan read once per tree or circle of the viewer's (`inner` correlated with `g` or `vc`), or once. */
export function driven(scan: Scan, inner: string, p: Params, v: Viewing) {
  if (scan.per === 'tree') return `select x.* from ${viewerTrees(p, v)} cross join lateral (${inner}) x`;
  if (scan.per !== 'circle') return inner;
  const circles = viewerCircles(p, v);
  return `select x.* from ${circles.from} cross join lateral (${inner}) x where ${circles.where}`;
}

/**
 * The first `limit` entries after the position, newest first, with what each shows: each scan stops
 * at `limit` rows of its own index (for each of the viewer's trees and circles), only those are
 * merged, and only the page's rows are read further. One statement.
 */
export async function entryRows(em: EntityManager, selection: Selection, v: Viewing, position: Position, limit: number): Promise<EntryRow[]> {
  const p = new Params();
  const scans = scansOf(selection, p, v);
  if (!scans.length) return [];
  const limitRef = p.ref('limit', 'int', limit);
  const pages = scans.map((scan) => {
    const bound = sourceBound(scan.source, position);
    const after = `(${scan.day}, ${scan.id}) < (${p.ref(`${scan.source}_day`, 'date', bound.day)}, ${p.ref(`${scan.source}_id`, 'uuid', bound.id)})`;
    const inner = `select ${columnsOf(scan)} from ${scan.from} where ${[...scan.where, after].join(' and ')} order by ${scan.day} desc, ${scan.id} desc limit ${limitRef}`;
    return `(${driven(scan, inner, p, v)})`;
  });
  const order = `t.day desc, (t.source || ':' || t.id::text) collate "C" desc`;
  const text = `select t.source, t.id, to_char(t.day, 'YYYY-MM-DD') as day, t.a, t.b, t.sub, ${entryDetailsSql(p.ref('viewer', 'uuid', v.viewerId))} as details
    from (select t.* from (${pages.join('\nunion all ')}) t order by ${order} limit ${limitRef}) t
    order by ${order}`;
  return runPrepared<EntryRow>(em, 'kinfolk_timeline_page', text, p.values);
}

/** How many entries each year holds, newest year first. One statement. */
export async function yearCounts(em: EntityManager, selection: Selection, v: Viewing): Promise<{ year: number; count: number }[]> {
  const p = new Params();
  const scans = scansOf(selection, p, v);
  if (!scans.length) return [];
  const parts = scans.map((scan) => `(${driven(scan, `select ${scan.day} as day from ${scan.from} where ${scan.where.join(' and ')}`, p, v)})`);
  const text = `select extract(year from t.day)::int as year, count(*)::int as count from (${parts.join('\nunion all ')}) t group by 1 order by 1 desc`;
  return runPrepared(em, 'kinfolk_timeline_years', text, p.values);
}
