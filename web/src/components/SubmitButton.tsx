import { use } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormSending } from './FormInTransition';

/** A form's main button: disabled with a spinner while the form is being sent (from the press on, in a `FormInTransition`). */
export function SubmitButton({ busy, children, ...props }: ButtonProps & { busy: boolean }) {
  const sending = use(FormSending) || busy;
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={sending || props.disabled}
      startIcon={sending ? <CircularProgress size={18} color="inherit" /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
