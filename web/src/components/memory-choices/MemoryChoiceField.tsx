import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { MemoryChoiceGrid, type MemoryChoiceGridProps } from './MemoryChoiceGrid';
import { memoryGrid, MemorySquare, type MemoryChoice } from './MemorySquare';

interface MemoryChoiceFieldProps extends Pick<MemoryChoiceGridProps, 'document' | 'smColumns' | 'emptyText' | 'moreLabel'> {
  value: MemoryChoice[];
  onChange: (memories: MemoryChoice[]) => void;
  error?: string;
  labels: {
    legend: string;
    /** Names the list of memories already chosen. */
    chosen: string;
    /** The button that opens the viewer's memories. */
    choose: string;
    /** Shown under the field while there is no error. */
    helper: string;
  };
}

/** Memories of the viewer's chosen to go with something; the list to choose from loads when asked for. */
export function MemoryChoiceField({ value, onChange, error, labels, ...choices }: MemoryChoiceFieldProps) {
  const { t } = useTranslation('common');
  const [choosing, setChoosing] = useState(false);
  const toggle = (memory: MemoryChoice) =>
    onChange(value.some((m) => m.id === memory.id) ? value.filter((m) => m.id !== memory.id) : [...value, memory]);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {labels.legend}
      </Typography>
      {value.length > 0 && (
        <Box component="ul" aria-label={labels.chosen} sx={{ ...memoryGrid(choices.smColumns), mb: 1.5 }}>
          {value.map((memory) => (
            <Box component="li" key={memory.id} sx={{ position: 'relative' }}>
              <MemorySquare memory={memory} />
              <IconButton
                size="small"
                aria-label={t('memoryChoice.remove', { title: memory.title })}
                onClick={() => toggle(memory)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <CloseRoundedIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {choosing ? (
        <MemoryChoiceGrid {...choices} chosen={value} onToggle={toggle} />
      ) : (
        <Button variant="outlined" size="small" startIcon={<AddPhotoAlternateRoundedIcon />} onClick={() => setChoosing(true)}>
          {labels.choose}
        </Button>
      )}
      <FormHelperText error={Boolean(error)}>{error ?? labels.helper}</FormHelperText>
    </Box>
  );
}
