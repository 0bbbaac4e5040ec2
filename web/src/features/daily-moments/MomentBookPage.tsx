import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import { LoadingScreen } from '../../components/LoadingScreen';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { errorMessageOf } from '../../apollo/errors';
import { formatDate } from '../../lib/dates';
import { MomentBookDocument } from './dailyMomentDocuments';

/** While printing, only the book: no header, menus or buttons; each answer kept whole on its page. */
const PRINT = {
  '@media print': {
    'header, nav, footer, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
    body: { background: '#fff !important', color: '#000 !important' },
    'main, #root': { margin: '0 !important', padding: '0 !important' },
    '[data-print="answer"]': { breakInside: 'avoid' },
    '@page': { margin: '18mm' },
  },
} as const;

/** A printable book of one person's answers in a family, oldest first (the browser prints it, or saves it as a PDF). */
export function MomentBookPage() {
  const { t } = useTranslation('daily-moments');
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const treeId = params.get('tree') ?? '';
  const { data, loading, error, refetch } = useQuery(MomentBookDocument, { variables: { treeId, userId }, skip: !treeId || !userId });
  if (loading) return <LoadingScreen fullHeight={false} />;
  if (error || !data) return <QueryErrorAlert message={errorMessageOf(error, t('book.failed'))} onRetry={() => void refetch()} />;
  const book = data.momentBook;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <GlobalStyles styles={PRINT} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }} data-print="hide">
        <Button variant="contained" startIcon={<PrintRoundedIcon />} onClick={() => window.print()}>
          {t('book.print')}
        </Button>
      </Box>
      <Box component="header" sx={{ textAlign: 'center', mb: 5, '@media print': { display: 'block !important' } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
          {t('book.title', { name: book.author.displayName })}
        </Typography>
        <Typography color="text.secondary">{t('book.subtitle', { tree: book.treeName, count: book.answers.length })}</Typography>
      </Box>
      {book.answers.length === 0 && <Typography color="text.secondary">{t('book.empty')}</Typography>}
      {book.answers.map((answer) => (
        <Box key={answer.id} component="article" data-print="answer" sx={{ mb: 5 }}>
          <Typography variant="overline" color="text.secondary">
            {formatDate(answer.day)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ fontStyle: 'italic', mb: 1 }}>
            {answer.prompt.text}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{answer.response}</Typography>
          {answer.photoUrl && <Box component="img" src={answer.photoUrl} alt={t('book.photo', { day: formatDate(answer.day) })} sx={{ mt: 2, maxWidth: '100%', maxHeight: 360, borderRadius: 1 }} />}
        </Box>
      ))}
    </Box>
  );
}
