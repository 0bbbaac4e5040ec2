import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { brand } from '../../theme/palette';

interface Person {
  x: number;
  y: number;
  initials: string;
  color: string;
}

const people: Person[] = [
  { x: 130, y: 60, initials: 'EH', color: brand.sage },
  { x: 270, y: 60, initials: 'RH', color: brand.sageDark },
  { x: 80, y: 180, initials: 'SH', color: brand.terracottaDark },
  { x: 200, y: 180, initials: 'MH', color: brand.terracotta },
  { x: 320, y: 180, initials: 'DL', color: brand.terracottaLight },
  { x: 200, y: 295, initials: 'AH', color: brand.honey },
  { x: 320, y: 295, initials: 'JL', color: brand.honey },
];

// Couples are joined side by side; their children hang from the middle of that line.
const couples = ['M130 60 H270', 'M200 180 H320'];
const descent = ['M200 60 V120 M80 120 H200 M80 120 V180 M200 120 V180', 'M260 180 V238 M200 238 H320 M200 238 V295 M320 238 V295'];

/** A small, decorative family tree of three generations for the landing page. */
export function FamilyTreeIllustration() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="svg"
      viewBox="20 10 360 335"
      role="img"
      aria-label={t('illustration')}
      sx={{ width: '100%', height: 'auto', maxWidth: 440, display: 'block', mx: 'auto' }}
    >
      <defs>
        <filter id="kinfolk-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="4" stdDeviation="6" floodColor={brand.ink} floodOpacity="0.15" />
        </filter>
      </defs>
      {descent.map((d) => (
        <path key={d} d={d} stroke={brand.line} strokeWidth="4" fill="none" strokeLinejoin="round" />
      ))}
      {couples.map((d) => (
        <path key={d} d={d} stroke={brand.honey} strokeWidth="4" strokeLinecap="round" fill="none" />
      ))}
      {people.map((p) => (
        <g key={p.initials} filter="url(#kinfolk-shadow)">
          <circle cx={p.x} cy={p.y} r="30" fill="#fff" />
          <circle cx={p.x} cy={p.y} r="25" fill={p.color} />
          <text
            x={p.x}
            y={p.y + 6}
            textAnchor="middle"
            fontSize="16"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {p.initials}
          </text>
        </g>
      ))}
    </Box>
  );
}
