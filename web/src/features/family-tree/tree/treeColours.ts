import { alpha } from '@mui/material/styles';
import { brand } from '../../../theme/palette';

/** A light wash per generation, so rows read apart without saying anything about gender. */
const washes = [
  alpha(brand.honey, 0.28),
  alpha(brand.sageLight, 0.2),
  brand.paper,
  alpha(brand.terracottaLight, 0.14),
  alpha(brand.sage, 0.12),
];

export function cardFillOf(generation: number): string {
  const index = (((generation + 2) % washes.length) + washes.length) % washes.length;
  return washes[index];
}

export const treeColours = {
  cardStroke: brand.line,
  focusStroke: brand.terracotta,
  selectedStroke: brand.sage,
  avatar: brand.sage,
  avatarText: '#ffffff',
  name: brand.ink,
  life: brand.inkSoft,
  parentLine: '#bba99b',
  partnerLine: brand.terracottaLight,
  linkLine: brand.sage,
  linkLabel: brand.sageDark,
  background: brand.cream,
};
