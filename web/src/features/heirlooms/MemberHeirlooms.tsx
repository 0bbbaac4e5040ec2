import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { DetailsSection } from '../../components/DetailsSection';
import type { MemberHeirloomsQuery } from '../../gql/graphql';
import { i18n } from '../../lib/i18n';
import { HeirloomPicture } from './HeirloomCard';
import { HeirloomDialog } from './HeirloomDialog';
import { MemberHeirloomsDocument } from './heirloomQueries';
import { heirloomPath, ownerPeriod } from './heirloomText';

/** What a person is to an heirloom: has it now, had it (when), or is meant to have it next. */
function relationOf(heirloom: MemberHeirloomsQuery['memberHeirlooms'][number], memberId: string): string {
  const current = heirloom.currentOwner;
  if (current?.member?.id === memberId) {
    const period = ownerPeriod(current, true);
    return period ? i18n.t('heirlooms:member.hasItPeriod', { period }) : i18n.t('heirlooms:member.hasIt');
  }
  const had = heirloom.previousOwners.filter((o) => o.member?.id === memberId);
  if (had.length) {
    const periods = had.map((o) => ownerPeriod(o, false)).filter(Boolean).join('; ');
    return periods ? i18n.t('heirlooms:member.hadItPeriod', { period: periods }) : i18n.t('heirlooms:member.hadIt');
  }
  return i18n.t('heirlooms:member.meantFor');
}

/**
 * The heirlooms a person has, had or is meant to have, in their details on the tree screen, and
 * "Add an heirloom" (with them as its owner) for those who may change the person.
 */
export function MemberHeirlooms({ memberId }: { memberId: string }) {
  const { t } = useTranslation('heirlooms');
  const { data, loading, error, refetch } = useQuery(MemberHeirloomsDocument, { variables: { memberId } });
  const [adding, setAdding] = useState(false);
  const person = data?.familyMember;
  return (
    <>
      <DetailsSection
        headingId={`member-heirlooms-${memberId}`}
        heading={t('member.heading')}
        action={
          person?.viewerCan.update && (
            <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)}>
              {t('page.add')}
            </Button>
          )
        }
        loading={loading && !data}
        loadingLabel={t('list.loading')}
        failed={data ? null : { message: error ? t('member.failed') : t('list.loadFailed'), onRetry: () => void refetch() }}
        empty={data?.memberHeirlooms.length === 0 ? t('member.none', { name: data.familyMember.fullName }) : null}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data?.memberHeirlooms.map((heirloom) => (
            <Box component="li" key={heirloom.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <HeirloomPicture heirloom={heirloom} size={44} />
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={heirloomPath(heirloom.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {heirloom.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {relationOf(heirloom, memberId)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </DetailsSection>
      {adding && person && <HeirloomDialog open onClose={() => setAdding(false)} owner={{ id: person.id, name: person.fullName, treeId: person.treeId }} />}
    </>
  );
}
