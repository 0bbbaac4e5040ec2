import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { fieldProps } from '../../../lib/fieldProps';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../eventText';
import { EventPhotosField } from './EventPhotosField';
import { EventTimeField } from './EventTimeField';
import type { EventFormValues } from './eventForm';
import { TimeZoneField } from './TimeZoneField';

/** A field's error once it was left or the form was sent. */
function errorOf(formik: FormikProps<EventFormValues>, name: keyof EventFormValues): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

function SwitchField({ name, label, help, checked, onChange }: { name: string; label: string; help: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div>
      <FormControlLabel
        control={
          <Switch name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': `${name}-help` } }} />
        }
        label={label}
      />
      <FormHelperText id={`${name}-help`} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

/** Everything an event says: what, when (in which zone), where, who may see it and its photos. */
export function EventFormFields({ formik }: { formik: FormikProps<EventFormValues> }) {
  const { values, setFieldValue, setFieldTouched } = formik;
  const set = (name: keyof EventFormValues) => (value: unknown) => void setFieldValue(name, value);
  const touch = (name: keyof EventFormValues) => () => void setFieldTouched(name, true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2.5}>
        <TextField label="Title" required autoFocus placeholder="e.g. Summer picnic at the lake" {...fieldProps(formik, 'title')} />
        <TextField select label="Type" {...fieldProps(formik, 'eventType')}>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <EventTimeField
            name="startsAt"
            label="Starts"
            required
            allDay={values.allDay}
            value={values.startsAt}
            onChange={set('startsAt')}
            onBlur={touch('startsAt')}
            error={errorOf(formik, 'startsAt')}
          />
          <EventTimeField
            name="endsAt"
            label="Ends"
            allDay={values.allDay}
            value={values.endsAt}
            onChange={(end) => {
              void setFieldValue('endsAt', end);
              void setFieldTouched('endsAt', true, false);
            }}
            onBlur={touch('endsAt')}
            error={errorOf(formik, 'endsAt')}
            helperText="Optional."
          />
        </Box>
        <SwitchField
          name="allDay"
          label="All day"
          help={values.allDay ? 'Only the days are shown, no times.' : 'The event starts and ends at the times above.'}
          checked={values.allDay}
          onChange={set('allDay')}
        />
        <TimeZoneField value={values.timeZone} onChange={set('timeZone')} onBlur={touch('timeZone')} error={errorOf(formik, 'timeZone')} />
        <TextField label="Location" placeholder="e.g. Grandma’s garden" {...fieldProps(formik, 'location')} />
        <TextField label="Address" multiline minRows={1} {...fieldProps(formik, 'address')} />
        <TextField label="Description" multiline minRows={3} {...fieldProps(formik, 'description')} />
        <SwitchField
          name="isPrivate"
          label="Private"
          help={values.isPrivate ? 'Only you and the people you invite see the event.' : 'Your connections can see the event too; only invitees answer it.'}
          checked={values.isPrivate}
          onChange={set('isPrivate')}
        />
        <EventPhotosField value={values.photos} onChange={set('photos')} error={errorOf(formik, 'photos')} />
      </Stack>
    </LocalizationProvider>
  );
}
