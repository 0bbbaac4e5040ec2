import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { DnaMatchPageQuery } from '../../../gql/graphql';

type TreeCheck = NonNullable<DnaMatchPageQuery['dnaMatch']['treeCheck']>;

/**
 * The tree's relationship between the two kits' people and whether the DNA fits it, in the
 * server's own sentence (which says what the DNA suggests when it does not fit): success when it
 * fits, a warning when not.
 */
export function TreeCheckPanel({ check }: { check: TreeCheck | null | undefined }) {
  const { t } = useTranslation('dna');
  if (!check)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('treeCheck.none')}
      </Typography>
    );
  return (
    <Alert severity={check.fits ? 'success' : 'warning'} variant="outlined" role="note" aria-labelledby="dna-tree-check-title">
      <AlertTitle id="dna-tree-check-title">{check.fits ? t('treeCheck.fitsTitle', { tree: check.tree.name }) : t('treeCheck.doesNotFitTitle', { tree: check.tree.name })}</AlertTitle>
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{check.summary}</Typography>
    </Alert>
  );
}
