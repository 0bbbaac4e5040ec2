import { MemoryChoiceField } from '../../../components/memory-choices/MemoryChoiceField';
import { StoryMemoryChoicesDocument } from '../storyQueries';
import { MEMORIES_MAX, type MemoryChoice } from './storyForm';

const LABELS = {
  legend: 'Attached memories',
  chosen: 'Attached memories',
  choose: 'Attach memories',
  helper: `Optional. Up to ${MEMORIES_MAX} photos or videos.`,
};

interface StoryMemoriesFieldProps {
  value: MemoryChoice[];
  onChange: (memories: MemoryChoice[]) => void;
  error?: string;
}

/** Photos and videos from the viewer's memories to attach; their list loads when asked for. */
export function StoryMemoriesField(props: StoryMemoriesFieldProps) {
  return (
    <MemoryChoiceField
      {...props}
      document={StoryMemoryChoicesDocument}
      smColumns={5}
      labels={LABELS}
      emptyText="You have no memories yet: upload photos to your circles to attach them to your stories."
      moreLabel="More memories"
    />
  );
}
