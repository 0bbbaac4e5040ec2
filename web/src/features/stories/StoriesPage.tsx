import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/PageHeader';
import { ShareStoryForm } from './form/ShareStoryForm';
import { StoryList } from './list/StoryList';

/** Family stories: the form that shares one, then the stories the viewer may read, newest first. */
export function StoriesPage() {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader title="Family Stories" intro="The stories of your family, told by the people who lived them." />
      <Stack spacing={{ xs: 3, md: 4 }}>
        <ShareStoryForm />
        <StoryList />
      </Stack>
    </Box>
  );
}
