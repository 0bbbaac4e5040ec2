import type { Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse-gedcom';
import { SAMPLES } from '../../api/src/modules/gedcom/test/samples.ts';
import { visible } from './flows.ts';

/** A real family's file written by another program (Ancestris): 208 people in 75 families. */
export const KENNEDY = path.join(SAMPLES, 'djeffrey-samples/kennedy.ged');
export const kennedyBytes = () => readFileSync(KENNEDY);

/** The GEDCOM dialog, whichever step it shows (its title names the import or the export). */
export function gedcomDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Import a GEDCOM file|Export as GEDCOM)$/ });
}

/** Opens the tree header's GEDCOM menu and chooses one of its two items; returns the dialog. */
export async function openGedcom(page: Page, item: 'Import a GEDCOM file…' | 'Export this tree as GEDCOM…'): Promise<Locator> {
  await page.getByRole('button', { name: 'GEDCOM', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  return visible(gedcomDialog(page));
}

/** The job the dialog shows, kept in the address as `?gedcomJob=`. */
export async function jobIdOf(page: Page): Promise<string> {
  await page.waitForURL((url) => url.searchParams.has('gedcomJob'));
  return new URL(page.url()).searchParams.get('gedcomJob')!;
}

/** A job through GraphQL: enough to tell where it is. */
export const JOB = 'query($id: ID!) { gedcomJob(id: $id) { id state treeId counts { people families } preview { new updated unchanged conflictCount } } }';

/** The INDI records of a file, counted line by line. */
export function indiCount(text: string): number {
  return text.match(/^0 @[^@\s]+@ INDI\b/gm)?.length ?? 0;
}

interface ParsedNode {
  type: string;
  children: ParsedNode[];
}

/** The INDI records as the independent parser `parse-gedcom` reads them. */
export function indiCountByParser(text: string): number {
  return (parse(text) as unknown as ParsedNode).children.filter((node) => node.type === 'INDI').length;
}

/**
 * The file with one person's birth date changed (in the INDI record whose NAME line matches `who`)
 * and one new person, not linked to anyone, added before the trailer.
 */
export function editedFile(text: string, who: RegExp, from: string, to: string, newcomer: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const records = text.split(new RegExp(`${eol}(?=0 )`));
  const index = records.findIndex((record) => / INDI\b/.test(record.split(eol)[0]) && who.test(record));
  if (index < 0) throw new Error(`No INDI record matches ${who}`);
  const birth = new RegExp(`(${eol}1 BIRT(?:${eol}[2-9] [^\r\n]*)*?${eol}2 DATE )${from}(?=${eol})`);
  if (!birth.test(records[index])) throw new Error(`The record matching ${who} has no birth dated ${from}`);
  records[index] = records[index].replace(birth, `$1${to}`);
  const trailer = records.findIndex((record) => record.startsWith('0 TRLR'));
  records.splice(trailer, 0, newcomer.split('\n').join(eol));
  return records.join(eol);
}
