import { useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useToast } from '../../../components/toast';
import { errorMessageOf } from '../../../apollo/errors';
import type { HeirloomDetailsFieldsFragment } from '../../../gql/graphql';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../lib/images';
import { AddHeirloomPhotoDocument, RemoveHeirloomPhotoDocument } from '../heirloomQueries';

/** The most photos an heirloom has (the server keeps 12). */
const MAX_PHOTOS = 12;

/** The heirloom's photos, with Add a photo and a remove button on each for those who may change it. */
export function HeirloomPhotos({ heirloom }: { heirloom: HeirloomDetailsFieldsFragment }) {
  const { t } = useTranslation('heirlooms');
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [add] = useMutation(AddHeirloomPhotoDocument);
  const [remove] = useMutation(RemoveHeirloomPhotoDocument);
  const canChange = heirloom.viewerCan.update;
  if (!heirloom.photos.length && !canChange) return null;

  const run = async (work: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: failed, text: errorMessageOf(error, t('form.failedText')), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast({ title: t('photos.failed'), text: problem, variant: 'error' });
    void run(() => add({ variables: { id: heirloom.id, photo: file } }), t('photos.failed'));
  };

  return (
    <Box component="section" aria-labelledby="heirloom-photos-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="heirloom-photos-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('photos.title')}
        </Typography>
        {canChange && heirloom.photos.length < MAX_PHOTOS && (
          <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />} disabled={busy}>
            {t('photos.add')}
            <input id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={onChosen} disabled={busy} />
          </Button>
        )}
      </Box>
      {heirloom.photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('photos.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {heirloom.photos.map((photo, i) => (
            <Box component="li" key={photo.id} sx={{ position: 'relative' }}>
              <Box component="a" href={photo.url} target="_blank" rel="noopener" sx={{ display: 'block', borderRadius: 2, '&:focus-visible': { outline: 3, outlineColor: 'secondary.main' } }}>
                <Box component="img" src={photo.url} alt={t('photos.alt', { name: heirloom.name, number: i + 1 })} loading="lazy" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, display: 'block', bgcolor: 'action.hover' }} />
              </Box>
              {canChange && (
                <IconButton
                  size="small"
                  aria-label={t('photos.remove', { number: i + 1 })}
                  disabled={busy}
                  onClick={() => void run(() => remove({ variables: { id: heirloom.id, photoId: photo.id } }), t('photos.removeFailed'))}
                  // Over the photo's corner, on a layer of its own.
                  sx={{ position: 'absolute', top: 6, right: 6, zIndex: 1, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
