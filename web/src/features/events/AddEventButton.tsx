import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { eventPath } from './eventText';
import { EventFormDialog } from './form/EventFormDialog';

/** Opens the dialog that creates an event, then the new event's page (to invite people to it). */
export function AddEventButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddRoundedIcon />} {...props} onClick={() => setOpen(true)}>
        {t('add')}
      </Button>
      {open && <EventFormDialog open onClose={() => setOpen(false)} onSaved={(id) => void navigate(eventPath(id))} />}
    </>
  );
}
