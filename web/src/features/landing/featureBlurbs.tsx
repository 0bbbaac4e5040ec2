import type { ReactElement } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import DiversityThreeRoundedIcon from '@mui/icons-material/Diversity3Rounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { tKey } from '../../lib/i18n';

/** A feature as the landing page presents it; its title and text are keys of the `landing` catalogue. */
export interface FeatureBlurb {
  title: string;
  text: string;
  icon: ReactElement;
}

export const featureBlurbs: FeatureBlurb[] = [
  {
    title: tKey('landing:blurb.trees.title'),
    text: tKey('landing:blurb.trees.text'),
    icon: <AccountTreeRoundedIcon />,
  },
  {
    title: tKey('landing:blurb.memories.title'),
    text: tKey('landing:blurb.memories.text'),
    icon: <PhotoLibraryRoundedIcon />,
  },
  {
    title: tKey('landing:blurb.connections.title'),
    text: tKey('landing:blurb.connections.text'),
    icon: <DiversityThreeRoundedIcon />,
  },
  {
    title: tKey('landing:blurb.private.title'),
    text: tKey('landing:blurb.private.text'),
    icon: <LockRoundedIcon />,
  },
];
