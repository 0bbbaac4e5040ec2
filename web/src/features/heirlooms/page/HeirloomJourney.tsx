import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TREE_PATH } from '../../../../../shared/tree-address/index.ts';
import type { HeirloomDetailsFieldsFragment, HeirloomOwnerFieldsFragment } from '../../../gql/graphql';
import { ownerName, ownerPeriod } from '../heirloomText';
import { PASSING_LABEL_KEYS } from '../heirloomTypes';

type Dot = 'filled' | 'current' | 'open';

/** One step of the journey: a dot on the line, then what happened. */
function Step({ dot, last, dashedLine = false, children }: { dot: Dot; last: boolean; dashedLine?: boolean; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr)', columnGap: 1.5 }}>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          sx={{
            width: dot === 'current' ? 16 : 12,
            height: dot === 'current' ? 16 : 12,
            mt: dot === 'current' ? 0.5 : 0.75,
            borderRadius: '50%',
            border: 2,
            borderColor: dot === 'open' ? 'text.secondary' : 'primary.main',
            borderStyle: dot === 'open' ? 'dashed' : 'solid',
            bgcolor: dot === 'open' ? 'transparent' : 'primary.main',
            boxShadow: dot === 'current' ? (theme) => `0 0 0 4px ${theme.palette.action.selected}` : 'none',
          }}
        />
        {!last && <Box sx={{ flexGrow: 1, width: 0, my: 0.5, borderLeft: 2, borderColor: 'divider', borderLeftStyle: dashedLine ? 'dashed' : 'solid', minHeight: 24 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2.5, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A person of the tree, opening the tree focused on them (a name alone for someone removed from it). */
function PersonLink({ treeId, owner }: { treeId: string; owner: Pick<HeirloomOwnerFieldsFragment, 'member'> }) {
  if (!owner.member) return <Typography sx={{ fontWeight: 600 }}>{ownerName(owner)}</Typography>;
  return (
    <Link component={RouterLink} to={`${TREE_PATH}?tree=${treeId}&focus=${owner.member.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {owner.member.fullName}
    </Link>
  );
}

/** An owner's step: who, how it came to them, when they had it. */
function OwnerStep({ heirloom, owner, current, last }: { heirloom: HeirloomDetailsFieldsFragment; owner: HeirloomOwnerFieldsFragment; current: boolean; last: boolean }) {
  // The way on to the one it is meant for is not travelled yet.
  const toIntended = current && Boolean(heirloom.intendedOwner);
  const { t } = useTranslation('heirlooms');
  const period = ownerPeriod(owner, current);
  return (
    <Step dot={current ? 'current' : 'filled'} last={last} dashedLine={toIntended}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <PersonLink treeId={heirloom.treeId} owner={owner} />
        {current && <Chip size="small" color="primary" label={t('journey.hasItNow')} />}
        {owner.how && <Chip size="small" variant="outlined" label={t(PASSING_LABEL_KEYS[owner.how])} />}
      </Box>
      {period && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: owner.datesHidden ? 'italic' : 'normal' }}>
          {period}
        </Typography>
      )}
    </Step>
  );
}

/**
 * The heirloom's journey on a small vertical timeline: when it came into the family, each owner with
 * their dates and how it came to them, who has it now, and who it is meant for next.
 */
export function HeirloomJourney({ heirloom }: { heirloom: HeirloomDetailsFieldsFragment }) {
  const { t } = useTranslation('heirlooms');
  const owners = [...heirloom.previousOwners.map((o) => ({ owner: o, current: false })), ...(heirloom.currentOwner ? [{ owner: heirloom.currentOwner, current: true }] : [])];
  const steps = (heirloom.acquisitionDate ? 1 : 0) + owners.length + (heirloom.intendedOwner ? 1 : 0);
  let index = 0;
  const isLast = () => ++index === steps;

  return (
    <Box component="section" aria-labelledby="heirloom-journey-title">
      <Typography id="heirloom-journey-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('journey.title')}
      </Typography>
      {steps === 0 ? (
        <Typography color="text.secondary">{t('journey.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {heirloom.acquisitionDate && (
            <Step dot="filled" last={isLast()}>
              <Typography sx={{ fontWeight: 600 }}>{t('journey.acquired')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {heirloom.acquisitionDate.text}
              </Typography>
            </Step>
          )}
          {owners.map(({ owner, current }) => (
            <OwnerStep key={owner.id} heirloom={heirloom} owner={owner} current={current} last={isLast()} />
          ))}
          {heirloom.intendedOwner && (
            <Step dot="open" last={isLast()}>
              <Typography variant="body2" color="text.secondary">
                {t('journey.meantFor')}
              </Typography>
              <Link component={RouterLink} to={`${TREE_PATH}?tree=${heirloom.treeId}&focus=${heirloom.intendedOwner.id}`} sx={{ fontWeight: 600 }}>
                {heirloom.intendedOwner.fullName}
              </Link>
            </Step>
          )}
        </Box>
      )}
    </Box>
  );
}
