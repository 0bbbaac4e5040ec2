import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import type { RelationshipType } from '../../gql/graphql';
import { connectionGreeting } from '../../lib/greetings';
import { relationshipTypeLabels, relationshipTypes } from '../../lib/relationshipTypes';
import { SendConnectionRequestDocument } from './sendConnectionRequest';

const MAX_MESSAGE = 500;

/** Lists that change once a request is sent: the next visit to them asks the server again. */
function forgetConnectionLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'connectionRequests' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'connectionSuggestions' });
  cache.gc();
}

interface ConnectFormProps {
  user: { id: string; displayName: string; firstName?: string | null };
  onCancel: () => void;
  onSent: (userId: string) => void;
}

/** How the found person is related to the viewer, and a note: sent as a connection request. */
export function ConnectForm({ user, onCancel, onSent }: ConnectFormProps) {
  const { t } = useTranslation('findFamily');
  const toast = useToast();
  const [relationshipType, setRelationshipType] = useState<RelationshipType>('other');
  const [message, setMessage] = useState(() => connectionGreeting(user.firstName));
  const [send, { loading }] = useMutation(SendConnectionRequestDocument, { update: forgetConnectionLists });
  const tooLong = message.trim().length > MAX_MESSAGE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    try {
      await send({ variables: { input: { toUserId: user.id, relationshipType, message: message.trim() || null } } });
      toast({ title: t('connect.sent.title'), text: t('connect.sent.text'), variant: 'success' });
      onSent(user.id);
    } catch (error) {
      toast({ title: t('connect.error'), text: errorMessageOf(error, t('connect.failed')), variant: 'error' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-label={t('connect.label', { name: user.displayName })}
      sx={{ display: 'grid', gap: 2, mt: 1.5, p: 2, borderRadius: 3, bgcolor: 'background.default' }}
    >
      <TextField
        select
        size="small"
        label={t('connect.relationship')}
        value={relationshipType}
        onChange={(event) => setRelationshipType(event.target.value as RelationshipType)}
        helperText={t('connect.relationshipHelp', { name: user.displayName })}
      >
        {relationshipTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {relationshipTypeLabels[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('connect.message')}
        multiline
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={tooLong}
        helperText={tooLong ? t('connect.tooLong', { max: MAX_MESSAGE }) : undefined}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={onCancel} disabled={loading}>
          {t('connect.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading || tooLong}>
          {t('connect.send')}
        </Button>
      </Box>
    </Box>
  );
}
