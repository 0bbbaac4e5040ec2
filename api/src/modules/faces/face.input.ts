import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { recordId, says } from '../../input/validation.ts';
import { DESCRIPTOR_LENGTH } from './face-math.ts';

/** The most faces one request may ask about. */
export const MAX_FACES = 20;

/** A face's box: fractions of the photo, wholly on it and not empty. */
const box = () =>
  yup
    .object({
      x: yup.number().typeError(says.number).min(0).max(1).required(),
      y: yup.number().typeError(says.number).min(0).max(1).required(),
      width: yup.number().typeError(says.number).moreThan(0, () => t('faces:field.boxEmpty')).max(1).required(),
      height: yup.number().typeError(says.number).moreThan(0, () => t('faces:field.boxEmpty')).max(1).required(),
    })
    .test('on-photo', () => t('faces:field.boxOnPhoto'), (value) => !value || (value.x + value.width <= 1.0001 && value.y + value.height <= 1.0001))
    .required(says.required);

/** Exactly 128 finite numbers (NaN, infinities and anything that is not a number are refused). */
const descriptor = () =>
  yup
    .array(yup.number().typeError(says.number).defined())
    .typeError(() => t('faces:field.descriptor', { count: DESCRIPTOR_LENGTH }))
    .test('descriptor', () => t('faces:field.descriptor', { count: DESCRIPTOR_LENGTH }), (value) => !value || (value.length === DESCRIPTOR_LENGTH && value.every((n) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 10)));

/** Faces to ask about. */
export const suggestionRules = yup.object({
  memoryId: recordId().required(says.required),
  treeId: recordId().required(says.required),
  faces: yup
    .array(yup.object({ box: box(), descriptor: descriptor().required(says.required) }).required())
    .max(MAX_FACES, says.atOnce(MAX_FACES))
    .required(says.required),
});

/** A face confirmed as a person. */
export const confirmRules = yup.object({
  memoryId: recordId().required(says.required),
  memberId: recordId().required(says.required),
  box: box(),
  confidence: yup.number().typeError(says.number).min(0, says.between(0, 1)).max(1, says.between(0, 1)).required(says.required),
  descriptor: descriptor().nullable().default(null),
});

/** A suggestion turned down. */
export const rejectRules = yup.object({
  memoryId: recordId().required(says.required),
  memberId: recordId().required(says.required),
  box: box(),
});
