import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Kinfolk';

/** The Kinfolk mark: a small tree of three people. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="16" fill="#b5573b" />
      <path
        d="M32 14v22M32 36l-12 10M32 36l12 10"
        stroke="#fff7ef"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="32" cy="14" r="6" fill="#fff7ef" />
      <circle cx="18" cy="48" r="6" fill="#f2c48d" />
      <circle cx="46" cy="48" r="6" fill="#f2c48d" />
    </Box>
  );
}

export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, letterSpacing: '-0.01em', color: 'text.primary', fontSize: size * 0.66 }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
