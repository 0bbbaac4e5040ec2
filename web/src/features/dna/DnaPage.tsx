import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { FeaturePage } from '../../components/FeaturePage';
import { DNA_PATH, dnaViewAt, HERITAGE_PATH } from './dnaPaths';
import { DnaNotFound } from './DnaNotFound';
import { HeritageSection } from './heritage/HeritageSection';
import { KitView } from './kit/KitView';
import { KitsSection } from './kits/KitsSection';
import { UploadKitDialog } from './kits/UploadKitDialog';
import { MatchView } from './match/MatchView';

type Tab = 'kits' | 'heritage';

/**
 * DNA & Heritage at `/dna` and below: the viewer's kits (`/dna`), a kit's matches and agreements
 * (`/dna/kits/:id`, `/dna/kits/:id/agreements`), a match (`/dna/matches/:id`) and heritage from
 * the tree (`/dna/heritage`). Each view has its own address, so a reload stays where it was.
 */
export function DnaPage({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation('dna');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [uploading, setUploading] = useState(false);
  const view = dnaViewAt(pathname);
  const tab: Tab = view.view === 'heritage' ? 'heritage' : 'kits';

  let content;
  if (view.view === 'kits') content = <KitsSection onUpload={() => setUploading(true)} pollMs={pollMs} />;
  else if (view.view === 'heritage') content = <HeritageSection />;
  else if (view.view === 'kit') content = <KitView key={view.kitId} kitId={view.kitId} section={view.section} pollMs={pollMs} />;
  else if (view.view === 'match') content = <MatchView key={view.matchId} matchId={view.matchId} />;
  else content = <DnaNotFound title={t('notFound.title')} />;

  return (
    <FeaturePage<Tab>
      title={t('page.title')}
      intro={t('page.intro')}
      action={view.view === 'kits' ? { label: t('upload.open'), icon: <UploadFileRoundedIcon />, onClick: () => setUploading(true) } : undefined}
      tabs={{
        label: t('page.tabs'),
        value: tab,
        onChange: (next) => void navigate(next === 'heritage' ? HERITAGE_PATH : DNA_PATH),
        items: [
          { value: 'kits', label: t('page.kitsTab') },
          { value: 'heritage', label: t('page.heritageTab') },
        ],
        idPrefix: 'dna',
      }}
    >
      {content}
      {uploading && <UploadKitDialog open onClose={() => setUploading(false)} />}
    </FeaturePage>
  );
}
