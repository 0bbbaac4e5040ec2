import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A line under a form that switches to the other one: "New here? Create an account". */
export function SwitchLink({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {text}{' '}
      <Link component="button" type="button" variant="body2" onClick={onClick} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
        {label}
      </Link>
    </Typography>
  );
}
