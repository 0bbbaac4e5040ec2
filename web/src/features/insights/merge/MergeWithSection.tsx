import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MergeTypeRoundedIcon from '@mui/icons-material/MergeTypeRounded';
import { PersonPicker } from '../../../components/people-choices/PersonPicker';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';
import { MergePeopleDialog } from './MergePeopleDialog';

interface MergeWithSectionProps {
  /** The person whose details these are: the one kept. */
  memberId: string;
  name: string;
  /** After a merge, the person kept (this one, or the other if the viewer kept the other instead). */
  onMerged?: (keptId: string) => void;
}

/** "Merge with…" in a person's details: choose the other record of the same person, then see what a merge does. */
export function MergeWithSection({ memberId, name, onMerged }: MergeWithSectionProps) {
  const { t } = useTranslation('merge-people');
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const [other, setOther] = useState<PersonChoice | null>(null);
  const [comparing, setComparing] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('section.heading')}
      </Typography>
      {choosing ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <PersonPicker id={`${headingId}-person`} label={t('section.pick', { name })} value={other} onChange={setOther} excludeIds={[memberId]} autoFocus />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" size="small" disabled={!other} onClick={() => setComparing(true)}>
              {t('section.compare')}
            </Button>
            <Button size="small" color="inherit" onClick={() => setChoosing(false)}>
              {t('common:action.cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('section.text', { name })}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<MergeTypeRoundedIcon />} onClick={() => setChoosing(true)}>
            {t('section.open')}
          </Button>
        </>
      )}
      {comparing && other && (
        <MergePeopleDialog
          open
          keepId={memberId}
          mergeId={other.id}
          onClose={() => setComparing(false)}
          onMerged={(keptId) => {
            setChoosing(false);
            setOther(null);
            onMerged?.(keptId);
          }}
        />
      )}
    </Box>
  );
}
