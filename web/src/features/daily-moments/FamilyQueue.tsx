import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useToast } from '../../components/toast';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import type { PromptType } from '../../gql/graphql';
import { AddFamilyPromptDocument, FamilyPromptQueueDocument, WithdrawFamilyPromptDocument } from './dailyMomentDocuments';
import { PROMPT_TYPE_NAMES } from './promptTypes';

const TYPES: PromptType[] = ['question', 'memory', 'photo', 'tradition'];

/** The family's own prompts, asked before the catalogue's, and the form that adds one. */
export function FamilyQueue({ treeId }: { treeId: string }) {
  const { t } = useTranslation('daily-moments');
  const toast = useToast();
  const { data, refetch } = useQuery(FamilyPromptQueueDocument, { variables: { treeId } });
  const [add, adding] = useMutation(AddFamilyPromptDocument);
  const [withdraw] = useMutation(WithdrawFamilyPromptDocument);
  const [text, setText] = useState('');
  const [promptType, setPromptType] = useState<PromptType>('question');
  const [error, setError] = useState<string | null>(null);
  const queue = data?.familyPromptQueue ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add({ variables: { input: { treeId, text, promptType } } });
      setText('');
      toast({ title: t('queue.added'), variant: 'success' });
      await refetch();
    } catch (caught) {
      setError(fieldErrorsOf(caught).text ?? errorMessageOf(caught, t('queue.failed')));
    }
  };

  return (
    <Box component="section" aria-labelledby="family-queue" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="family-queue" variant="h5" component="h2">
        {t('queue.title')}
      </Typography>
      <Typography color="text.secondary">{t('queue.intro')}</Typography>
      {queue.length > 0 && (
        <List dense disablePadding>
          {queue.map((prompt, i) => (
            <ListItem
              key={prompt.id}
              disableGutters
              secondaryAction={
                prompt.viewerCan.withdraw && (
                  <IconButton
                    edge="end"
                    aria-label={t('queue.withdraw')}
                    onClick={() => void withdraw({ variables: { id: prompt.id } }).then(() => refetch()).catch((e: unknown) => toast({ title: errorMessageOf(e, t('queue.failed')), variant: 'error' }))}
                  >
                    <DeleteOutlineRoundedIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={prompt.text} secondary={t('queue.position', { position: i + 1, name: prompt.author?.displayName ?? t('answer.someone') })} />
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('queue.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField select size="small" label={t('queue.type')} value={promptType} onChange={(e) => setPromptType(e.target.value as PromptType)} sx={{ minWidth: 150 }}>
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(PROMPT_TYPE_NAMES[type])}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={adding.loading || !text.trim()}>
          {t('queue.add')}
        </Button>
      </Box>
    </Box>
  );
}
