import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

/**
 * A password input with a show/hide toggle. `autoComplete` tells password managers whether to fill
 * in a saved password (`current-password`) or offer a new one (`new-password`).
 */
export function PasswordField({
  autoComplete,
  ...props
}: TextFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('password.hide') : t('password.show')}
                aria-pressed={shown}
                onClick={() => setShown((s) => !s)}
                // Keep the caret in the field when the toggle is clicked.
                onMouseDown={(e) => e.preventDefault()}
              >
                {shown ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
