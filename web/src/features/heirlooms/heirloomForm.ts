import * as yup from 'yup';
import { definitelyBefore, parseOptionalDate } from '../../../../shared/dates/index.ts';
import type { CreateHeirloomInput, HeirloomDetailsFieldsFragment, HeirloomOwnerInput, HeirloomPassing, HeirloomType, UpdateHeirloomInput } from '../../gql/graphql';
import { genealogyDateSchema } from '../../lib/genealogyDateSchema';
import { i18n } from '../../lib/i18n';
import type { TreePerson } from './TreePersonPicker';

/** An earlier owner as the form holds them. */
export interface EarlierOwnerValues {
  person: TreePerson | null;
  how: HeirloomPassing | '';
  from: string;
  to: string;
}

/** The add and edit form's values: plain text as typed, people as chosen. */
export interface HeirloomValues {
  treeId: string;
  name: string;
  assetType: HeirloomType | '';
  description: string;
  story: string;
  acquisitionDate: string;
  amount: string;
  currency: string;
  currentPerson: TreePerson | null;
  currentHow: HeirloomPassing | '';
  currentFrom: string;
  previous: EarlierOwnerValues[];
  intended: TreePerson | null;
  photos: File[];
}

/** Photos sent with a new heirloom (the server takes two files in one request). */
export const MAX_NEW_PHOTOS = 2;

const readDate = (text: string) => {
  const reading = parseOptionalDate(text);
  return reading.ok ? reading.date : null;
};

/** The amount as the server takes it: digits, a point, at most two decimals (a comma typed as the point). */
export const amountOf = (text: string) => text.trim().replace(',', '.');

const earlierOwner = () =>
  yup.object({
    person: yup.object().nullable().required(() => i18n.t('heirlooms:form.ownerRequired')),
    from: genealogyDateSchema(),
    to: genealogyDateSchema().test('after-from', () => i18n.t('heirlooms:form.toBeforeFrom'), function (to) {
      return !definitelyBefore(readDate(to ?? ''), readDate((this.parent as EarlierOwnerValues).from));
    }),
  });

/** The form's rules; the server checks the whole journey's order again. */
export const heirloomRules = () =>
  yup.object({
    treeId: yup.string().required(() => i18n.t('heirlooms:form.treeRequired')),
    name: yup.string().trim().required(() => i18n.t('heirlooms:form.nameRequired')).max(200, () => i18n.t('heirlooms:form.tooLong', { count: 200 })),
    assetType: yup.string().required(() => i18n.t('heirlooms:form.typeRequired')),
    description: yup.string().max(5000, () => i18n.t('heirlooms:form.tooLong', { count: 5000 })),
    story: yup.string().max(20000, () => i18n.t('heirlooms:form.tooLong', { count: 20000 })),
    acquisitionDate: genealogyDateSchema(),
    amount: yup.string().test('amount', () => i18n.t('heirlooms:form.amountInvalid'), (text) => !text?.trim() || /^\d{1,12}(\.\d{1,2})?$/.test(amountOf(text))),
    currency: yup.string().when('amount', {
      is: (amount: string | undefined) => Boolean(amount?.trim()),
      then: (schema) => schema.trim().required(() => i18n.t('heirlooms:form.currencyRequired')).matches(/^[A-Za-z]{3}$/, () => i18n.t('heirlooms:form.currencyInvalid')),
    }),
    currentFrom: genealogyDateSchema(),
    previous: yup.array(earlierOwner()),
    intended: yup
      .object()
      .nullable()
      .test('not-current', () => i18n.t('heirlooms:form.intendedHasIt'), function (intended) {
        return !intended || (intended as TreePerson).id !== (this.parent as HeirloomValues).currentPerson?.id;
      }),
  });

const personOf = (member: { id: string; fullName: string } | null | undefined): TreePerson | null => (member ? { id: member.id, name: member.fullName } : null);

/** The form's values for a new heirloom (in `treeId`, with whoever has it already, if known), or those of an existing one. */
export function initialHeirloomValues(treeId: string, heirloom?: HeirloomDetailsFieldsFragment, owner: TreePerson | null = null): HeirloomValues {
  if (!heirloom) {
    return { treeId, name: '', assetType: '', description: '', story: '', acquisitionDate: '', amount: '', currency: '', currentPerson: owner, currentHow: '', currentFrom: '', previous: [], intended: null, photos: [] };
  }
  const current = heirloom.currentOwner;
  return {
    treeId: heirloom.treeId,
    name: heirloom.name,
    assetType: heirloom.assetType,
    description: heirloom.description ?? '',
    story: heirloom.story ?? '',
    acquisitionDate: heirloom.acquisitionDate?.value ?? '',
    amount: heirloom.value?.amount ?? '',
    currency: heirloom.value?.currency ?? '',
    currentPerson: personOf(current?.member),
    currentHow: current?.how ?? '',
    currentFrom: current?.from?.value ?? '',
    // An earlier owner removed from the tree cannot be named again: the form keeps the others.
    previous: heirloom.previousOwners.filter((o) => o.member).map((o) => ({ person: personOf(o.member), how: o.how ?? '', from: o.from?.value ?? '', to: o.to?.value ?? '' })),
    intended: personOf(heirloom.intendedOwner),
    photos: [],
  };
}

const text = (value: string) => value.trim() || null;
const ownerInput = (person: TreePerson, how: HeirloomPassing | '', from: string, to?: string): HeirloomOwnerInput => ({ memberId: person.id, how: how || null, from: text(from), ...(to !== undefined ? { to: text(to) } : {}) });
const valueOf = (v: HeirloomValues) => (v.amount.trim() ? { amount: amountOf(v.amount), currency: v.currency.trim().toUpperCase() } : null);
const previousOf = (v: HeirloomValues) => v.previous.filter((o) => o.person).map((o) => ownerInput(o.person!, o.how, o.from, o.to));
const currentOf = (v: HeirloomValues) => (v.currentPerson ? ownerInput(v.currentPerson, v.currentHow, v.currentFrom) : null);

/** A new heirloom as the server takes it. */
export function createInputOf(v: HeirloomValues): CreateHeirloomInput {
  return {
    treeId: v.treeId,
    name: v.name.trim(),
    assetType: v.assetType as HeirloomType,
    description: text(v.description),
    story: text(v.story),
    acquisitionDate: text(v.acquisitionDate),
    value: valueOf(v),
    currentOwner: currentOf(v),
    previousOwners: previousOf(v),
    intendedOwnerId: v.intended?.id ?? null,
    photos: v.photos.length ? v.photos : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed of an existing heirloom, as the server takes it: only that (null removes). */
export function changesOf(v: HeirloomValues, before: HeirloomValues): UpdateHeirloomInput {
  const input: UpdateHeirloomInput = {};
  if (v.name.trim() !== before.name) input.name = v.name.trim();
  if (v.assetType !== before.assetType) input.assetType = v.assetType as HeirloomType;
  if (v.description.trim() !== before.description) input.description = text(v.description);
  if (v.story.trim() !== before.story) input.story = text(v.story);
  if (v.acquisitionDate.trim() !== before.acquisitionDate) input.acquisitionDate = text(v.acquisitionDate);
  if (!same(valueOf(v), valueOf(before))) input.value = valueOf(v);
  if (!same(currentOf(v), currentOf(before))) input.currentOwner = currentOf(v);
  if (!same(previousOf(v), previousOf(before))) input.previousOwners = previousOf(v);
  if ((v.intended?.id ?? null) !== (before.intended?.id ?? null)) input.intendedOwnerId = v.intended?.id ?? null;
  return input;
}

/** Where each of the server's fields is shown in the form: the journey's problems together, under the earlier owners. */
export function formFieldOf(serverField: string): keyof HeirloomValues | 'journey' | null {
  if (serverField === 'value.amount') return 'amount';
  if (serverField === 'value.currency') return 'currency';
  if (serverField.startsWith('currentOwner')) return 'currentPerson';
  if (serverField.startsWith('previousOwners')) return 'journey';
  if (serverField === 'intendedOwnerId') return 'intended';
  if (['treeId', 'name', 'assetType', 'description', 'story', 'acquisitionDate', 'photos'].includes(serverField)) return serverField as keyof HeirloomValues;
  return null;
}
