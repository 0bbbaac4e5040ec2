import { Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { UserAvatar } from '../../../components/UserAvatar';
import { i18n } from '../../../lib/i18n';
import { GENDER_LABEL_KEYS } from '../../../lib/relationshipTypes';
import type { MemberChoice } from '../add-member/MemberPicker';
import { lifeSpanOf } from '../tree/personLabels';
import { DeleteMemberDialog } from './DeleteMemberDialog';
import { EditMemberDialog } from './EditMemberDialog';
import { MemberRelationships } from './MemberRelationships';
import { FamilyMemberDetailsDocument } from './familyMemberQuery';
import type { MemberDetails as Member } from './memberForm';
import { RelationshipPath } from './RelationshipPath';
import { LinkUserDialog } from './LinkUserDialog';

/** "12 March 1850, Dublin", a date or a place alone, or 'Not known'. */
const placed = (date: string | null | undefined, place: string | null | undefined) =>
  (date && place ? i18n.t('familyTree:details.datePlace', { date, place }) : date || place) || i18n.t('familyTree:details.notKnown');

interface MemberDetailsDrawerProps {
  memberId: string | null;
  /** The member the tree is centred on. */
  focusId: string | null;
  onClose: () => void;
  onAddRelative: (relative: MemberChoice) => void;
  onDeleted: (id: string) => void;
  /** Photos the person is tagged in, from the memories feature. */
  PhotosOf?: ComponentType<{ memberId: string }>;
  /** The person's achievements, from the achievements feature. */
  AchievementsOf?: ComponentType<{ memberId: string }>;
  /** The person's heirlooms, from the heirlooms feature. */
  HeirloomsOf?: ComponentType<{ memberId: string }>;
  /** The person's voice stories, from the voice-messages feature. */
  VoiceStoriesOf?: ComponentType<{ memberId: string }>;
  /** "Merge with…", from the merging people feature: for those who may change the person. */
  MergeWith?: ComponentType<MergeWithProps>;
}

/** What the "Merge with…" section of a person's details is given; after a merge, the id of the person kept. */
export interface MergeWithProps {
  memberId: string;
  name: string;
  onMerged?: (keptId: string) => void;
}

/** A side panel (the whole screen on phones) with one member's details and what can be done with them. */
export function MemberDetailsDrawer({ memberId, focusId, onClose, onAddRelative, onDeleted, PhotosOf, AchievementsOf, HeirloomsOf, VoiceStoriesOf, MergeWith }: MemberDetailsDrawerProps) {
  const { t } = useTranslation('familyTree');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (memberId) headingRef.current?.focus();
  }, [memberId]);

  return (
    <Drawer
      anchor="right"
      variant="persistent"
      open={Boolean(memberId)}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 400 }, boxShadow: '-8px 0 24px rgba(47, 36, 31, 0.12)' } },
      }}
    >
      <Box
        component="aside"
        aria-labelledby="member-details-title"
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') onClose();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="member-details-title" ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ flexGrow: 1, outline: 'none' }}>
            {t('details.title')}
          </Typography>
          <IconButton aria-label={t('details.close')} onClick={onClose} edge="end">
            <CloseRoundedIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2.5, overflowY: 'auto' }}>
          {memberId && (
            <MemberDetails
              key={memberId}
              id={memberId}
              isFocus={memberId === focusId}
              onAddRelative={onAddRelative}
              onDeleted={onDeleted}
              PhotosOf={PhotosOf}
              AchievementsOf={AchievementsOf}
              HeirloomsOf={HeirloomsOf}
              VoiceStoriesOf={VoiceStoriesOf}
              MergeWith={MergeWith}
            />
          )}
        </Box>
      </Box>
    </Drawer>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('familyTree');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }} role="status" aria-label={t('details.loading')} aria-busy="true">
      <Skeleton variant="circular" width={88} height={88} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" width="100%" height={96} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

interface MemberDetailsProps {
  id: string;
  isFocus: boolean;
  onAddRelative: (relative: MemberChoice) => void;
  onDeleted: (id: string) => void;
  PhotosOf?: ComponentType<{ memberId: string }>;
  AchievementsOf?: ComponentType<{ memberId: string }>;
  HeirloomsOf?: ComponentType<{ memberId: string }>;
  VoiceStoriesOf?: ComponentType<{ memberId: string }>;
  MergeWith?: ComponentType<MergeWithProps>;
}

function MemberDetails({ id, isFocus, onAddRelative, onDeleted, PhotosOf, AchievementsOf, HeirloomsOf, VoiceStoriesOf, MergeWith }: MemberDetailsProps) {
  const { t } = useTranslation('familyTree');
  const { data, loading, error, refetch } = useQuery(FamilyMemberDetailsDocument, { variables: { id } });
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'link' | null>(null);
  const [askedHow, setAskedHow] = useState(false);

  if (loading && !data) return <DetailsSkeleton />;
  if (!data) return <QueryErrorAlert message={error ? t('details.failed') : t('details.notFound')} onRetry={() => void refetch()} />;

  const member: Member = data.familyMember;
  const life = lifeSpanOf(member);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <UserAvatar name={member.fullName} firstName={member.firstName} lastName={member.lastName} imageUrl={member.profilePictureUrl} size={88} />
        <Typography variant="h5" component="p">
          {member.fullName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {member.isSelf && <Chip size="small" color="primary" label={t('you')} />}
          {member.linkedUserId && !member.isSelf && <Chip size="small" color="secondary" variant="outlined" label={t('details.onKinfolk')} />}
          {life && <Chip size="small" variant="outlined" label={life} />}
        </Box>
      </Stack>
      {member.detailsHidden && (
        <Alert severity="info" icon={<LockRoundedIcon fontSize="inherit" />}>
          {t('details.private')}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {!member.detailsHidden && <Fact label={t('details.born')}>{placed(member.birth?.text, member.birthPlace)}</Fact>}
        {(!member.isAlive || member.death) && !member.detailsHidden && (
          <Fact label={t('details.died')}>{placed(member.death?.text, member.deathPlace)}</Fact>
        )}
        {member.christening && <Fact label={t('details.christened')}>{placed(member.christening.date?.text, member.christening.place)}</Fact>}
        {member.burial && <Fact label={t('details.buried')}>{placed(member.burial.date?.text, member.burial.place)}</Fact>}
        {member.otherNames.length > 0 && <Fact label={t('details.otherNames')}>{member.otherNames.join(', ')}</Fact>}
        {member.occupation && <Fact label={t('details.occupation')}>{member.occupation}</Fact>}
        {member.gender && <Fact label={t('field.gender')}>{t(GENDER_LABEL_KEYS[member.gender])}</Fact>}
        <Fact label={t('details.status')}>{member.isLiving ? t('living') : t('deceased')}</Fact>
        {member.linkedUser && (
          <Fact label={t('details.account')}>
            {member.isSelf ? t('you') : member.linkedUser.displayName}
            {!member.linkConfirmed && t('details.awaitingConfirmation')}
          </Fact>
        )}
      </Box>
      {member.bio && <Typography sx={{ whiteSpace: 'pre-line' }}>{member.bio}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {member.viewerCan.update && (
          <Button variant="outlined" size="small" startIcon={<EditRoundedIcon />} onClick={() => setDialog('edit')}>
            {t('details.edit')}
          </Button>
        )}
        {member.viewerCan.relate && (
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddRoundedIcon />}
            onClick={() => onAddRelative({ id: member.id, name: member.isSelf ? t('you') : member.fullName, isSelf: member.isSelf })}
          >
            {t('details.addRelative')}
          </Button>
        )}
        {member.viewerCan.link && (
          <Button size="small" startIcon={<LinkRoundedIcon />} onClick={() => setDialog('link')}>
            {member.linkedUser ? t('details.changeLink') : t('details.linkUser')}
          </Button>
        )}
        {member.viewerCan.delete && (
          <Button color="error" size="small" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setDialog('delete')}>
            {t('common:action.delete')}
          </Button>
        )}
      </Box>
      <Divider />
      <MemberRelationships member={member} canEdit={member.viewerCan.update} />
      {!member.isSelf && (
        <>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('details.howRelated')}
            </Typography>
            {askedHow ? (
              <RelationshipPath toId={member.id} treeId={member.treeId} />
            ) : (
              <Button variant="outlined" size="small" onClick={() => setAskedHow(true)}>
                {t('details.howRelated')}
              </Button>
            )}
          </Box>
        </>
      )}
      {PhotosOf && (
        <>
          <Divider />
          <Box component="section" aria-label={t('details.photosOf', { name: member.fullName })}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('details.photos')}
            </Typography>
            <Suspense fallback={null}>
              <PhotosOf memberId={member.id} />
            </Suspense>
          </Box>
        </>
      )}
      {AchievementsOf && (
        <>
          <Divider />
          <Suspense fallback={null}>
            <AchievementsOf memberId={member.id} />
          </Suspense>
        </>
      )}
      {HeirloomsOf && (
        <>
          <Divider />
          <Suspense fallback={null}>
            <HeirloomsOf memberId={member.id} />
          </Suspense>
        </>
      )}
      {VoiceStoriesOf && (
        <>
          <Divider />
          <Suspense fallback={null}>
            <VoiceStoriesOf memberId={member.id} />
          </Suspense>
        </>
      )}
      {MergeWith && member.viewerCan.update && (
        <>
          <Divider />
          <Suspense fallback={null}>
            {/* Kept the other one: this person is gone, as if deleted. */}
            <MergeWith
              memberId={member.id}
              name={member.fullName}
              onMerged={(keptId) => {
                if (keptId !== member.id) onDeleted(member.id);
              }}
            />
          </Suspense>
        </>
      )}
      {dialog === 'edit' && <EditMemberDialog member={member} open onClose={() => setDialog(null)} />}
      {dialog === 'link' && <LinkUserDialog member={member} open onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteMemberDialog member={member} open isFocus={isFocus} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      )}
    </Stack>
  );
}
