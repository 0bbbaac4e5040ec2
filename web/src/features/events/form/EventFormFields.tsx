import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePickerLocalization } from '../../../components/DatePickerLocalization';
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
  const { t } = useTranslation('events');
  const { values, setFieldValue, setFieldTouched } = formik;
  const set = (name: keyof EventFormValues) => (value: unknown) => void setFieldValue(name, value);
  const touch = (name: keyof EventFormValues) => () => void setFieldTouched(name, true);
  const field = {
    title: fieldProps(formik, 'title'),
    eventType: fieldProps(formik, 'eventType'),
    location: fieldProps(formik, 'location'),
    address: fieldProps(formik, 'address'),
    description: fieldProps(formik, 'description'),
  };

  return (
    <DatePickerLocalization>
      <Stack spacing={2.5}>
        <TextField label={t('form.title')} required autoFocus placeholder={t('form.titlePlaceholder')} {...field.title} />
        <TextField select label={t('form.type')} {...field.eventType}>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(EVENT_TYPE_LABELS[type])}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <EventTimeField
            name="startsAt"
            label={t('form.starts')}
            required
            allDay={values.allDay}
            value={values.startsAt}
            onChange={set('startsAt')}
            onBlur={touch('startsAt')}
            error={errorOf(formik, 'startsAt')}
          />
          <EventTimeField
            name="endsAt"
            label={t('form.ends')}
            allDay={values.allDay}
            value={values.endsAt}
            onChange={(end) => {
              void setFieldValue('endsAt', end);
              void setFieldTouched('endsAt', true, false);
            }}
            onBlur={touch('endsAt')}
            error={errorOf(formik, 'endsAt')}
            helperText={t('form.optional')}
          />
        </Box>
        <SwitchField
          name="allDay"
          label={t('form.allDay')}
          help={values.allDay ? t('form.allDayOn') : t('form.allDayOff')}
          checked={values.allDay}
          onChange={set('allDay')}
        />
        <TimeZoneField value={values.timeZone} onChange={set('timeZone')} onBlur={touch('timeZone')} error={errorOf(formik, 'timeZone')} />
        <TextField label={t('form.location')} placeholder={t('form.locationPlaceholder')} {...field.location} />
        <TextField label={t('form.address')} multiline minRows={1} {...field.address} />
        <TextField label={t('form.description')} multiline minRows={3} {...field.description} />
        <SwitchField
          name="isPrivate"
          label={t('form.private')}
          help={values.isPrivate ? t('form.privateOn') : t('form.privateOff')}
          checked={values.isPrivate}
          onChange={set('isPrivate')}
        />
        <EventPhotosField value={values.photos} onChange={set('photos')} error={errorOf(formik, 'photos')} />
      </Stack>
    </DatePickerLocalization>
  );
}
