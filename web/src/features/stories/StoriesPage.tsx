import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/PageHeader';
import { ShareStoryForm } from './form/ShareStoryForm';
import { StoryList } from './list/StoryList';

/** Family stories: the form that shares one, then the stories the viewer may read, newest first. */
export function StoriesPage() {
  const { t } = useTranslation('stories');
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <Stack spacing={{ xs: 3, md: 4 }}>
        <ShareStoryForm />
        <StoryList />
      </Stack>
    </Box>
  );
}
