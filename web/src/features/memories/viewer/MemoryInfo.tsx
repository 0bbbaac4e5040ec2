import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { UserAvatar } from '../../../components/UserAvatar';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { memoryDateText } from '../memoryText';
import { DeleteMemoryDialog } from './DeleteMemoryDialog';
import { EditMemoryDialog } from './EditMemoryDialog';

interface MemoryInfoProps {
  memory: MemoryFieldsFragment;
  titleId: string;
  onDeleted: () => void;
}

/** What the memory is: title, when, where it is shared, who added it, what it shows; Edit and Delete when allowed. */
export function MemoryInfo({ memory, titleId, onDeleted }: MemoryInfoProps) {
  const { t } = useTranslation('memories');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const by = memory.uploadedBy;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {memory.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {memoryDateText(memory)}
          </Typography>
          <Chip size="small" icon={<GroupsRoundedIcon />} label={memory.circle.name} variant="outlined" />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <UserAvatar name={by?.displayName ?? t('info.formerMember')} firstName={by?.firstName} lastName={by?.lastName} imageUrl={by?.profileImageUrl} size={28} />
        <Typography variant="body2" color="text.secondary">
          {by?.displayName ? t('info.addedBy', { name: by.displayName }) : t('info.addedByFormer')}
        </Typography>
      </Box>
      {memory.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {memory.description}
        </Typography>
      )}
      {(memory.viewerCan.update || memory.viewerCan.delete) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {memory.viewerCan.update && (
            <Button size="small" variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setEditing(true)}>
              {t('info.edit')}
            </Button>
          )}
          {memory.viewerCan.delete && (
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setDeleting(true)}>
              {t('info.delete')}
            </Button>
          )}
        </Box>
      )}
      {editing && <EditMemoryDialog memory={memory} open onClose={() => setEditing(false)} />}
      <DeleteMemoryDialog memory={memory} open={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </Box>
  );
}
