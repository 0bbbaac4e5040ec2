import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessageOf } from '../../../apollo/errors';
import { i18n } from '../../../lib/i18n';
import { FamilyTreeDocument } from '../familyTreeQuery';
import { layoutTree, type TreeLayout } from '../tree/layout';
import { chartFileName, renderChart, saveFile, type ChartFormat } from './chartFile';
import { chartHeading, windowVariables, type ChartRange } from './chartRange';
import type { Paper } from './pagePlan';

export interface ChartChoices {
  range: ChartRange;
  format: ChartFormat;
  paper: Paper;
}

export type ExportStatus =
  | { step: 'idle' }
  | { step: 'loading' | 'drawing' }
  | { step: 'failed'; message: string }
  /** A PDF on A4 or Letter would take `pages` sheets: a poster is suggested. */
  | { step: 'too-big'; pages: number };

interface Options {
  treeId: string | undefined;
  treeName: string;
  visibleLayout: TreeLayout;
}

/**
 * Makes and saves a chart: fetches the family window of an ancestors' or descendants' range (the
 * chart as shown needs none), lays it out, draws the file and hands it to the browser. A newer
 * run, or reset(), makes an older one's result be ignored. run() resolves to the saved file's name,
 * or null when nothing was saved.
 */
export function useChartExport({ treeId, treeName, visibleLayout }: Options) {
  const client = useApolloClient();
  const [status, setStatus] = useState<ExportStatus>({ step: 'idle' });
  const runRef = useRef(0);

  const reset = useCallback(() => {
    runRef.current += 1;
    setStatus({ step: 'idle' });
  }, []);

  const run = useCallback(
    async ({ range, format, paper }: ChartChoices): Promise<string | null> => {
      const run = ++runRef.current;
      const current = () => run === runRef.current;
      let layout = visibleLayout;
      if (range.kind !== 'shown') {
        setStatus({ step: 'loading' });
        try {
          const { data } = await client.query({ query: FamilyTreeDocument, variables: windowVariables(treeId, range), fetchPolicy: 'no-cache' });
          if (!data?.familyTree.focusId) throw new Error('Nobody to chart');
          layout = layoutTree(data.familyTree);
        } catch (error) {
          if (current()) setStatus({ step: 'failed', message: errorMessageOf(error, i18n.t('familyTree:export.loadFailed')) });
          return null;
        }
      }
      if (!current()) return null;
      setStatus({ step: 'drawing' });
      const heading = chartHeading(treeName, range, layout);
      try {
        const file = await renderChart(layout, heading, format, paper);
        if (!current()) return null;
        if (!(file instanceof Blob)) {
          setStatus({ step: 'too-big', pages: file.pages });
          return null;
        }
        const fileName = chartFileName(treeName, format);
        saveFile(file, fileName);
        setStatus({ step: 'idle' });
        return fileName;
      } catch {
        if (current()) setStatus({ step: 'failed', message: i18n.t('familyTree:export.failed') });
        return null;
      }
    },
    [client, treeId, treeName, visibleLayout],
  );

  return { status, run, reset };
}
