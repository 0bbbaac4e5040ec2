import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { formatNumber } from '../../lib/i18n';
import { MAX_SOCIAL_LINKS, type ProfileFormValues } from './profileForm';

/** What a link starts with: shown as is in every language. */
const URL_PLACEHOLDER = 'https://';

/** Rows of network name and URL, e.g. "Instagram" and "https://instagram.com/…". */
export function SocialLinksEditor({ error }: { error?: string }) {
  const { t } = useTranslation('profile');
  const formik = useFormikContext<ProfileFormValues>();
  const messageOf = (path: string): string | undefined => {
    const message: unknown = getIn(formik.errors, path);
    return getIn(formik.touched, path) && typeof message === 'string' ? message : undefined;
  };
  return (
    <FieldArray name="socialLinks">
      {({ push, remove }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {formik.values.socialLinks.map((_, index) => {
            const network = `socialLinks.${index}.network`;
            const url = `socialLinks.${index}.url`;
            return (
              <Box key={index} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 2fr auto' } }}>
                <TextField
                  label={t('socialLinks.network')}
                  name={network}
                  value={formik.values.socialLinks[index].network}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(messageOf(network))}
                  helperText={messageOf(network)}
                  placeholder={t('socialLinks.networkExample')}
                />
                <TextField
                  label={t('socialLinks.url')}
                  name={url}
                  value={formik.values.socialLinks[index].url}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(messageOf(url))}
                  helperText={messageOf(url)}
                  placeholder={URL_PLACEHOLDER}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                />
                <IconButton
                  aria-label={t('socialLinks.remove', { number: formatNumber(index + 1) })}
                  onClick={() => remove(index)}
                  sx={{ alignSelf: 'start', mt: 1, gridRow: { xs: '1 / 3', sm: 'auto' } }}
                >
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Box>
            );
          })}
          {error && (
            <Typography color="error" variant="body2">
              {error}
            </Typography>
          )}
          <Box>
            <Button
              startIcon={<AddRoundedIcon />}
              disabled={formik.values.socialLinks.length >= MAX_SOCIAL_LINKS}
              onClick={() => push({ network: '', url: '' })}
            >
              {t('socialLinks.add')}
            </Button>
          </Box>
        </Box>
      )}
    </FieldArray>
  );
}
