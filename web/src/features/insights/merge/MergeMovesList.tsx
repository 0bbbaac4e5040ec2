import { useTranslation } from 'react-i18next';
import { tKey } from '../../../lib/i18n';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import type { PeopleMergeHolding, PeopleMergePreviewQuery, PeopleMergeRelation } from '../../../gql/graphql';

type Preview = PeopleMergePreviewQuery['peopleMergePreview'];

const RELATIONS: Record<PeopleMergeRelation, string> = {
  parent: tKey('merge-people:relation.parent'),
  child: tKey('merge-people:relation.child'),
  partner: tKey('merge-people:relation.partner'),
  sibling: tKey('merge-people:relation.sibling'),
  grandparent: tKey('merge-people:relation.grandparent'),
  grandchild: tKey('merge-people:relation.grandchild'),
  uncle_aunt: tKey('merge-people:relation.uncleAunt'),
  niece_nephew: tKey('merge-people:relation.nieceNephew'),
  cousin: tKey('merge-people:relation.cousin'),
};

const HOLDINGS: Record<PeopleMergeHolding, string> = {
  photoTags: tKey('merge-people:holding.photoTags'),
  stories: tKey('merge-people:holding.stories'),
  achievements: tKey('merge-people:holding.achievements'),
  heirloomOwners: tKey('merge-people:holding.heirloomOwners'),
  heirloomsIntended: tKey('merge-people:holding.heirloomsIntended'),
  dnaKits: tKey('merge-people:holding.dnaKits'),
  gedcomRecords: tKey('merge-people:holding.gedcomRecords'),
  faces: tKey('merge-people:holding.faces'),
  insights: tKey('merge-people:holding.insights'),
  branchLimits: tKey('merge-people:holding.branchLimits'),
};

/** What the merge moves to the kept person, in plain words: the relatives one by one, then how many of everything else. */
export function MergeMovesList({ preview }: { preview: Preview }) {
  const { t } = useTranslation('merge-people');
  const keep = preview.keep.fullName;
  const lines = [
    ...preview.relationships.map((r) => ({
      key: `r-${r.person.id}-${r.relation}`,
      text: r.alreadyShared
        ? t('moves.shared', { person: r.person.fullName, relation: t(RELATIONS[r.relation]), keep })
        : t('moves.relative', { person: r.person.fullName, relation: t(RELATIONS[r.relation]), keep }),
    })),
    ...preview.moves.map((m) => ({ key: `m-${m.holding}`, text: t(HOLDINGS[m.holding], { count: m.count, keep }) })),
  ];
  return (
    <>
      {lines.length ? (
        <List dense disablePadding aria-label={t('moves.label')}>
          {lines.map((line) => (
            <ListItem key={line.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <ArrowForwardRoundedIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={line.text} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">{t('moves.nothing', { merged: preview.merged.fullName })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('moves.leaves', { merged: preview.merged.fullName })}
      </Typography>
    </>
  );
}
