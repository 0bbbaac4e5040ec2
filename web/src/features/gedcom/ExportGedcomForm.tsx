import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { errorMessageOf } from '../../apollo/errors';
import { SubmitButton } from '../../components/SubmitButton';
import type { GedcomVersion } from '../../gql/graphql';
import { ExportGedcomDocument, GedcomJobDocument } from './gedcomQueries';
import { GEDCOM_TITLE_ID, TITLE } from './gedcomText';

interface ExportGedcomFormProps {
  treeId: string;
  /** The person chosen on the tree, whose branch alone may be exported. */
  selected: { id: string; name: string } | null;
  onStarted: (jobId: string) => void;
  onClose: () => void;
}

/** Chooses the version, photos and which people, then asks the server to write the file. */
export function ExportGedcomForm({ treeId, selected, onStarted, onClose }: ExportGedcomFormProps) {
  const { t } = useTranslation('gedcom');
  const [version, setVersion] = useState<GedcomVersion>('GEDCOM_5_5_1');
  const [withMedia, setWithMedia] = useState(false);
  const [branch, setBranch] = useState<'tree' | 'branch'>('tree');
  const [start, { loading, error }] = useMutation(ExportGedcomDocument, {
    // The dialog shows the new job at once, without asking for it again.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: GedcomJobDocument, variables: { id: data.exportGedcom.id }, data: { gedcomJob: data.exportGedcom } });
    },
  });
  const seven = version === 'GEDCOM_7_0';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const branchOf = branch === 'branch' && selected ? selected.id : null;
    const result = await start({ variables: { treeId, version, withMedia: seven && withMedia, branchOf } }).catch(() => null);
    if (result?.data) onStarted(result.data.exportGedcom.id);
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id={GEDCOM_TITLE_ID}>{t(TITLE.export)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <FormControl disabled={loading}>
            <FormLabel id="gedcom-version">{t('export.version')}</FormLabel>
            <RadioGroup aria-labelledby="gedcom-version" value={version} onChange={(_e, value) => setVersion(value as GedcomVersion)}>
              <FormControlLabel value="GEDCOM_5_5_1" control={<Radio />} label={t('export.v551')} />
              <FormControlLabel value="GEDCOM_7_0" control={<Radio />} label={t('export.v70')} />
            </RadioGroup>
          </FormControl>
          <Box>
            <FormControlLabel
              control={<Checkbox checked={seven && withMedia} onChange={(e) => setWithMedia(e.target.checked)} />}
              label={t('export.withMedia')}
              disabled={!seven || loading}
            />
            <FormHelperText sx={{ mt: 0 }}>{seven ? t('export.withMediaHelp') : t('export.onlySeven')}</FormHelperText>
          </Box>
          {selected && (
            <FormControl disabled={loading}>
              <FormLabel id="gedcom-branch">{t('export.people')}</FormLabel>
              <RadioGroup aria-labelledby="gedcom-branch" value={branch} onChange={(_e, value) => setBranch(value as 'tree' | 'branch')}>
                <FormControlLabel value="tree" control={<Radio />} label={t('export.wholeTree')} />
                <FormControlLabel value="branch" control={<Radio />} label={t('export.branch', { name: selected.name })} />
              </RadioGroup>
            </FormControl>
          )}
          {error && <Alert severity="error">{errorMessageOf(error, t('export.failed'))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose} disabled={loading}>
          {t('cancel')}
        </Button>
        <SubmitButton busy={loading}>{t('export.submit')}</SubmitButton>
      </DialogActions>
    </Box>
  );
}
