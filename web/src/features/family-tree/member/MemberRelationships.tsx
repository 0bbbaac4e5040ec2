import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { Hint } from '../../../components/Hint';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { Gender } from '../../../gql/graphql';
import { LinkRelativeDialog } from './LinkRelativeDialog';
import { otherMemberId, relationshipFacts, relationshipSentence, type RelationshipEdge } from './relationshipSentences';
import { MemberRelationshipsDocument } from './relationshipsQuery';
import { RelativeNameDocument } from './relativeNameQuery';
import { RemoveRelationshipDialog } from './RemoveRelationshipDialog';

interface MemberRelationshipsProps {
  /** The member, whose gender (when known) the sentences' words follow. */
  member: { id: string; fullName: string; isSelf: boolean; gender?: Gender | null };
  /** Whether the viewer may change this member's relationships. */
  canEdit: boolean;
}

/** The relationships recorded for one member, with ways to remove one or link them to another member. */
export function MemberRelationships({ member, canEdit }: MemberRelationshipsProps) {
  const { t } = useTranslation('familyTree');
  const { data, loading, refetch } = useQuery(MemberRelationshipsDocument, { variables: { memberId: member.id } });
  const [linking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; sentence: string } | null>(null);

  let list;
  if (loading && !data) {
    list = (
      <Box role="status" aria-label={t('relationships.loading')} aria-busy="true">
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="65%" />
      </Box>
    );
  } else if (!data) {
    list = <QueryErrorAlert message={t('relationships.failed')} onRetry={() => void refetch()} />;
  } else if (data.relationships.length === 0) {
    list = (
      <Typography variant="body2" color="text.secondary">
        {t('relationships.none')}
      </Typography>
    );
  } else {
    list = (
      <Box component="ul" aria-label={t('relationships.listLabel', { name: member.fullName })} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {data.relationships.map((edge) => (
          <RelationshipRow key={edge.id} edge={edge} memberId={member.id} gender={member.gender} canEdit={canEdit} onRemove={setRemoving} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="member-relationships-title">
      <Typography id="member-relationships-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('relationships.title')}
      </Typography>
      {list}
      {canEdit && (
        <Button variant="outlined" size="small" startIcon={<LinkRoundedIcon />} onClick={() => setLinking(true)} sx={{ mt: 1.5 }}>
          {t('relationships.link')}
        </Button>
      )}
      {linking && <LinkRelativeDialog member={member} open onClose={() => setLinking(false)} />}
      {removing && <RemoveRelationshipDialog relationship={removing} memberName={member.fullName} open onClose={() => setRemoving(null)} />}
    </Box>
  );
}

interface RelationshipRowProps {
  edge: RelationshipEdge;
  memberId: string;
  gender?: Gender | null;
  canEdit: boolean;
  onRemove: (relationship: { id: string; sentence: string }) => void;
}

function RelationshipRow({ edge, memberId, gender, canEdit, onRemove }: RelationshipRowProps) {
  const { t } = useTranslation('familyTree');
  const otherId = otherMemberId(edge, memberId);
  const { data, loading } = useQuery(RelativeNameDocument, { variables: { id: otherId } });
  const other = data?.familyMember;
  const name = other ? other.fullName : t('relationships.missingMember');
  const sentence = relationshipSentence(edge, memberId, name, other?.isSelf ?? false, gender);
  const facts = relationshipFacts(edge);

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      {loading && !other ? (
        <Skeleton variant="text" sx={{ flexGrow: 1 }} role="status" aria-label={t('relationships.loadingName')} />
      ) : (
        <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2">{sentence}</Typography>
          {facts && (
            <Typography variant="caption" color="text.secondary" component="p">
              {facts}
            </Typography>
          )}
        </Box>
      )}
      {canEdit && (
        <Hint title={t('relationships.remove')}>
          <IconButton
            size="small"
            aria-label={t('relationships.removeLabel', { sentence })}
            disabled={loading && !other}
            onClick={() => onRemove({ id: edge.id, sentence })}
          >
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
    </Box>
  );
}
