import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import Stack from '@mui/material/Stack';
import { graphql } from '../../gql';
import { CurrentUserDocument } from '../../session/currentUser';
import { useToast } from '../../components/toast';
import { chooseLanguage, i18n, LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../lib/i18n';

export const SetMyLanguageDocument = graphql(`
  mutation SetMyLanguage($language: Language) {
    setMyLanguage(language: $language) {
      id
      language
    }
  }
`);

const BROWSER = 'browser';

/** The profile page's language choice: English, Spanish, or whatever the browser asks for. */
export function LanguageSection() {
  const { t } = useTranslation('language');
  const toast = useToast();
  const me = useQuery(CurrentUserDocument).data?.me;
  const [save, { loading }] = useMutation(SetMyLanguageDocument);
  if (!me) return null;

  const choose = async (value: string) => {
    const language = isLanguage(value) ? value : null;
    try {
      await save({ variables: { language } });
      await chooseLanguage(language);
      // Said in the language just chosen (this render's `t` still speaks the one before).
      toast({ title: i18n.t('language:saved'), variant: 'success' });
    } catch (error) {
      toast({ title: t('notSaved'), text: (error as Error).message, variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="language-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <TranslateRoundedIcon color="primary" aria-hidden />
          <Typography id="language-title" variant="h6" component="h2">
            {t('title')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('text')}
        </Typography>
        <TextField
          select
          label={t('label')}
          value={me.language ?? BROWSER}
          onChange={(event) => void choose(event.target.value)}
          disabled={loading}
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value={BROWSER}>{t('browser')}</MenuItem>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
