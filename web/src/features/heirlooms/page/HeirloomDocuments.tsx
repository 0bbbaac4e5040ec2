import { useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { useToast } from '../../../components/toast';
import { errorMessageOf } from '../../../apollo/errors';
import type { HeirloomDetailsFieldsFragment } from '../../../gql/graphql';
import { formatFileSize } from '../../../lib/fileSize';
import { MAX_IMAGE_BYTES } from '../../../lib/images';
import { AddHeirloomDocumentDocument, RemoveHeirloomDocumentDocument } from '../heirloomQueries';

/** The most documents an heirloom has (the server keeps 12). */
const MAX_DOCUMENTS = 12;

/** Why a chosen file cannot be a document, or null: a PDF within the upload limit (the server looks at its content). */
function documentProblem(file: File, t: (key: string) => string): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t('documents.notAPdf');
  if (file.size > MAX_IMAGE_BYTES) return t('documents.tooLarge');
  return null;
}

/** The heirloom's documents (PDF), each downloaded under its name, with Add and remove for those who may change it. */
export function HeirloomDocuments({ heirloom }: { heirloom: HeirloomDetailsFieldsFragment }) {
  const { t } = useTranslation('heirlooms');
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [add] = useMutation(AddHeirloomDocumentDocument);
  const [remove] = useMutation(RemoveHeirloomDocumentDocument);
  const canChange = heirloom.viewerCan.update;
  if (!heirloom.documents.length && !canChange) return null;

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
    const problem = documentProblem(file, t);
    if (problem) return toast({ title: t('documents.failed'), text: problem, variant: 'error' });
    void run(() => add({ variables: { id: heirloom.id, document: file } }), t('documents.failed'));
  };

  return (
    <Box component="section" aria-labelledby="heirloom-documents-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="heirloom-documents-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('documents.title')}
        </Typography>
        {canChange && heirloom.documents.length < MAX_DOCUMENTS && (
          <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<UploadFileRoundedIcon />} disabled={busy}>
            {t('documents.add')}
            <input id={inputId} type="file" accept="application/pdf,.pdf" hidden onChange={onChosen} disabled={busy} />
          </Button>
        )}
      </Box>
      {heirloom.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {heirloom.documents.map((document) => (
            <Box component="li" key={document.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <PictureAsPdfRoundedIcon color="error" aria-hidden />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Link href={document.url} download={document.name} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} aria-label={t('documents.download', { name: document.name })}>
                  {document.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {formatFileSize(document.size)}
                </Typography>
              </Box>
              {canChange && (
                <IconButton aria-label={t('documents.remove', { name: document.name })} disabled={busy} onClick={() => void run(() => remove({ variables: { id: heirloom.id, documentId: document.id } }), t('documents.removeFailed'))}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
