import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { DismissInsightDocument, MarkNotSamePersonDocument, RestoreInsightsDocument } from './insightsQueries';

/** What the page can do about findings, and the two people being compared (for the merge dialog). */
export interface InsightActions {
  busy: boolean;
  comparing: { keepId: string; mergeId: string } | null;
  dismiss: (insight: { id: string; title: string }) => void;
  restore: (treeId: string) => void;
  notSame: (treeId: string, a: string, b: string) => void;
  compare: (keepId: string, mergeId: string) => void;
  stopComparing: () => void;
}

/** The page's actions on findings: each refreshes the findings and says how it went in a toast. */
export function useInsightActions(): InsightActions {
  const { t } = useTranslation('insights');
  const toast = useToast();
  const refetchQueries = ['FamilyInsights', 'InsightsCard'];
  const [dismissInsight] = useMutation(DismissInsightDocument, { refetchQueries });
  const [restoreInsights] = useMutation(RestoreInsightsDocument, { refetchQueries });
  const [markNotSame] = useMutation(MarkNotSamePersonDocument, { refetchQueries });
  const [busy, setBusy] = useState(false);
  const [comparing, setComparing] = useState<{ keepId: string; mergeId: string } | null>(null);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done, variant: 'success' });
    } catch {
      toast({ title: t('failed'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    comparing,
    dismiss: (insight) => void run(() => dismissInsight({ variables: { id: insight.id } }), t('dismissed')),
    restore: (treeId) => void run(() => restoreInsights({ variables: { treeId } }), t('restored')),
    notSame: (treeId, a, b) => void run(() => markNotSame({ variables: { treeId, personA: a, personB: b } }), t('notSameDone')),
    compare: (keepId, mergeId) => setComparing({ keepId, mergeId }),
    stopComparing: () => setComparing(null),
  };
}
