import Box from '@mui/material/Box';
import { brand } from '../../theme/palette';

interface Person {
  x: number;
  y: number;
  initials: string;
  color: string;
}

const people: Person[] = [
  { x: 120, y: 60, initials: 'EH', color: brand.sage },
  { x: 280, y: 60, initials: 'RH', color: brand.sageDark },
  { x: 200, y: 170, initials: 'MH', color: brand.terracotta },
  { x: 340, y: 170, initials: 'DL', color: brand.terracottaLight },
  { x: 200, y: 280, initials: 'AH', color: brand.honey },
  { x: 340, y: 280, initials: 'JL', color: brand.honey },
  { x: 60, y: 170, initials: 'SH', color: brand.terracottaDark },
];

const links: Array<[number, number]> = [
  [0, 2],
  [1, 2],
  [0, 6],
  [1, 6],
  [2, 4],
  [3, 4],
  [2, 5],
  [3, 5],
];

/** A small, decorative family tree for the landing page. */
export function FamilyTreeIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 340"
      role="img"
      aria-label="An illustrated family tree of three generations"
      sx={{ width: '100%', height: 'auto', maxWidth: 460, display: 'block', mx: 'auto' }}
    >
      <defs>
        <filter id="kinfolk-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="4" stdDeviation="6" floodColor={brand.ink} floodOpacity="0.15" />
        </filter>
      </defs>
      {links.map(([from, to]) => (
        <path
          key={`${from}-${to}`}
          d={`M${people[from].x} ${people[from].y} C ${people[from].x} ${(people[from].y + people[to].y) / 2}, ${people[to].x} ${(people[from].y + people[to].y) / 2}, ${people[to].x} ${people[to].y}`}
          stroke={brand.line}
          strokeWidth="4"
          fill="none"
        />
      ))}
      <line x1="200" y1="170" x2="340" y2="170" stroke={brand.honey} strokeWidth="4" strokeDasharray="2 8" strokeLinecap="round" />
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
