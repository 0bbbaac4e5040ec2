import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { MemoryChoiceField } from '../../../components/memory-choices/MemoryChoiceField';
import { StoryMemoryChoicesDocument } from '../storyQueries';
import { MEMORIES_MAX, type MemoryChoice } from './storyForm';

interface StoryMemoriesFieldProps {
  value: MemoryChoice[];
  onChange: (memories: MemoryChoice[]) => void;
  error?: string;
}

/** Photos and videos from the viewer's memories to attach; their list loads when asked for. */
export function StoryMemoriesField(props: StoryMemoriesFieldProps) {
  const { t } = useTranslation('stories');
  const labels = {
    legend: t('memories.legend'),
    chosen: t('memories.legend'),
    choose: t('memories.choose'),
    helper: t('memories.helper', { max: formatNumber(MEMORIES_MAX) }),
  };
  return (
    <MemoryChoiceField
      {...props}
      document={StoryMemoryChoicesDocument}
      smColumns={5}
      labels={labels}
      emptyText={t('memories.empty')}
      moreLabel={t('memories.more')}
    />
  );
}
