import type { ReportLine } from '../gedcom-job.entity.ts';
import type { GedcomProblem } from '../reader/index.ts';
import { t } from '../../../i18n.ts';

/** At most this many lines are kept, so a file broken on every line still gives a readable report. */
export const REPORT_LIMIT = 1000;

/** The reader's problems and the plan's repairs, in file order, the reader's first on the same line. */
export function finishReport(problems: GedcomProblem[], repairs: ReportLine[]): ReportLine[] {
  const lines: ReportLine[] = [...problems, ...repairs];
  lines.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  if (lines.length <= REPORT_LIMIT) return lines;
  const more = lines.length - REPORT_LIMIT;
  return [...lines.slice(0, REPORT_LIMIT), { line: null, message: t('gedcom:report.more', { count: more }) }];
}
