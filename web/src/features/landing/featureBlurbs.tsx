import type { ReactElement } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import DiversityThreeRoundedIcon from '@mui/icons-material/Diversity3Rounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';

export interface FeatureBlurb {
  title: string;
  text: string;
  icon: ReactElement;
}

export const featureBlurbs: FeatureBlurb[] = [
  {
    title: 'Interactive family trees',
    text: 'Map generations together in a tree you can zoom, pan and grow with every relative you add.',
    icon: <AccountTreeRoundedIcon />,
  },
  {
    title: 'Memory sharing',
    text: 'Keep photos, videos and stories in one place, tagged with the people who were there.',
    icon: <PhotoLibraryRoundedIcon />,
  },
  {
    title: 'Smart connections',
    text: 'Find relatives who are already on Kinfolk and invite them to connect in a couple of clicks.',
    icon: <DiversityThreeRoundedIcon />,
  },
  {
    title: 'Private and secure',
    text: 'Run it on your own server. You decide who sees your email, phone, address and birthday.',
    icon: <LockRoundedIcon />,
  },
];
