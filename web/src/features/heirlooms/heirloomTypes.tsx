import type { ReactElement } from 'react';
import ChairRoundedIcon from '@mui/icons-material/ChairRounded';
import CheckroomRoundedIcon from '@mui/icons-material/CheckroomRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import HandymanRoundedIcon from '@mui/icons-material/HandymanRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import PhotoCameraBackRoundedIcon from '@mui/icons-material/PhotoCameraBackRounded';
import RestaurantMenuRoundedIcon from '@mui/icons-material/RestaurantMenuRounded';
import type { HeirloomPassing, HeirloomType } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** The kinds of heirloom, in the order the form and the filter list them. */
export const HEIRLOOM_TYPES: readonly HeirloomType[] = ['jewellery', 'furniture', 'document', 'photograph', 'tool', 'textile', 'recipe', 'other'];

export const TYPE_LABEL_KEYS: Record<HeirloomType, string> = {
  jewellery: tKey('heirlooms:type.jewellery'),
  furniture: tKey('heirlooms:type.furniture'),
  document: tKey('heirlooms:type.document'),
  photograph: tKey('heirlooms:type.photograph'),
  tool: tKey('heirlooms:type.tool'),
  textile: tKey('heirlooms:type.textile'),
  recipe: tKey('heirlooms:type.recipe'),
  other: tKey('heirlooms:type.other'),
};

/** An icon for each kind (the type makes a missing one a compile error). */
export const TYPE_ICONS: Record<HeirloomType, (size: 'small' | 'large') => ReactElement> = {
  jewellery: (size) => <DiamondRoundedIcon fontSize={size} />,
  furniture: (size) => <ChairRoundedIcon fontSize={size} />,
  document: (size) => <DescriptionRoundedIcon fontSize={size} />,
  photograph: (size) => <PhotoCameraBackRoundedIcon fontSize={size} />,
  tool: (size) => <HandymanRoundedIcon fontSize={size} />,
  textile: (size) => <CheckroomRoundedIcon fontSize={size} />,
  recipe: (size) => <RestaurantMenuRoundedIcon fontSize={size} />,
  other: (size) => <Inventory2RoundedIcon fontSize={size} />,
};

/** How an heirloom may pass, in the order the forms list them. */
export const PASSINGS: readonly HeirloomPassing[] = ['inherited', 'gift', 'bought', 'other'];

export const PASSING_LABEL_KEYS: Record<HeirloomPassing, string> = {
  inherited: tKey('heirlooms:how.inherited'),
  gift: tKey('heirlooms:how.gift'),
  bought: tKey('heirlooms:how.bought'),
  other: tKey('heirlooms:how.other'),
};
