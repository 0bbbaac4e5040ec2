import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../../i18n.ts';
import { findUserById } from '../../users/index.ts';

// The records kept from imports (owners and editors get them back on export), and the viewer's name.

export interface KeptFamilyRow {
  xref: string;
  source: string;
  partner1: string | null;
  partner2: string | null;
  /** The children the record listed (member ids), in its order. */
  children: string[];
  position: number;
  record: string;
}

export interface KeptOtherRow {
  xref: string | null;
  source: string;
  tag: string;
  position: number;
  record: string;
}

/** The records kept from imports: families, and every other record. */
export async function readKept(em: EntityManager, treeId: string): Promise<{ families: KeptFamilyRow[]; others: KeptOtherRow[] }> {
  const families = await em.execute<KeptFamilyRow[]>(
    `select xref, source, partner1_id as partner1, partner2_id as partner2, children, position, record from gedcom_family_records where tree_id = ?::uuid order by position`,
    [treeId],
  );
  const others = await em.execute<KeptOtherRow[]>(`select xref, source, tag, position, record from gedcom_other_records where tree_id = ?::uuid order by position`, [treeId]);
  return { families, others };
}

/** The viewer's name, for the file's submitter. */
export async function viewerName(em: EntityManager, viewerId: string): Promise<string> {
  const viewer = await findUserById(em, viewerId);
  return [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ') || t('gedcom:export.submitter');
}
