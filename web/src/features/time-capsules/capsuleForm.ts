import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { CapsuleFieldsFragment, TimeCapsuleInput, TimeCapsuleRecipientKind } from '../../gql/graphql';
import { i18n } from '../../lib/i18n';
import { messages, optionalText, requiredText } from '../../lib/validation';
import { browserTimeZone, instantToWallClock, wallClockToInstant } from '../../lib/zonedTime';

/** A relative as the picker lists them. */
export interface Choice {
  id: string;
  displayName: string;
}

/** The form's values; the open moment as read on a clock in `timeZone`. */
export interface CapsuleFormValues {
  title: string;
  message: string;
  recipientKind: TimeCapsuleRecipientKind;
  recipients: Choice[];
  circleId: string;
  treeId: string;
  opensOn: Dayjs | null;
  timeZone: string;
  /** Photos and videos to put in. */
  files: File[];
  /** Attachments already in it to take out. */
  removed: string[];
}

/** A new capsule: for relatives, opening a year from now at this hour, in the browser's zone. */
export const newCapsuleValues = (): CapsuleFormValues => ({
  title: '',
  message: '',
  recipientKind: 'relatives',
  recipients: [],
  circleId: '',
  treeId: '',
  opensOn: dayjs().add(1, 'year').startOf('hour'),
  timeZone: browserTimeZone(),
  files: [],
  removed: [],
});

/** A draft's values, to go on with it. */
export const capsuleValues = (c: CapsuleFieldsFragment): CapsuleFormValues => ({
  title: c.title ?? '',
  message: c.message ?? '',
  recipientKind: c.recipientKind ?? 'relatives',
  recipients: c.recipientKind === 'relatives' ? (c.recipients ?? []).map((r) => ({ id: r.id, displayName: r.displayName })) : [],
  circleId: c.circleId ?? '',
  treeId: c.treeId ?? '',
  opensOn: instantToWallClock(c.opensAt, c.timeZone),
  timeZone: c.timeZone,
  files: [],
  removed: [],
});

/** The checks a person sees before anything is sent (the server checks again, and says why). */
export const capsuleSchema = yup.object({
  title: requiredText(200),
  message: optionalText(20_000),
  opensOn: yup
    .mixed<Dayjs>()
    .nullable()
    .required(messages.required)
    .test('valid', messages.invalidDate, (value) => !value || (dayjs.isDayjs(value) && value.isValid())),
  timeZone: yup.string().required(messages.required),
  circleId: yup.string().when('recipientKind', { is: 'circle', then: (s) => s.required(() => i18n.t('time-capsules:form.chooseCircle')) }),
  treeId: yup.string().when('recipientKind', { is: 'tree', then: (s) => s.required(() => i18n.t('time-capsules:form.chooseTree')) }),
});

/** What the server is sent for the form's values. */
export function toInput(values: CapsuleFormValues): TimeCapsuleInput {
  return {
    title: values.title.trim(),
    message: values.message,
    recipientKind: values.recipientKind,
    recipientIds: values.recipientKind === 'relatives' ? values.recipients.map((r) => r.id) : [],
    circleId: values.recipientKind === 'circle' ? values.circleId : null,
    treeId: values.recipientKind === 'tree' ? values.treeId : null,
    opensAt: values.opensOn ? wallClockToInstant(values.opensOn, values.timeZone) : null,
    timeZone: values.timeZone,
  };
}
