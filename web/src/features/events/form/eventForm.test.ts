import dayjs from 'dayjs';
import { eventWhenText } from '../eventText';
import { detailsEvent } from '../test/eventFixtures';
import { eventValues, newEventValues, toCreateInput } from './eventForm';

describe('event times', () => {
  it('sends an all-day event from the midnight of its first day to the midnight after its last, in its zone', () => {
    const values = { ...newEventValues(), title: 'Reunion', allDay: true, timeZone: 'America/New_York', startsAt: dayjs('2027-07-10T15:30'), endsAt: dayjs('2027-07-11T00:00') };
    const input = toCreateInput(values);
    expect(input.startsAt).toBe('2027-07-10T04:00:00.000Z');
    expect(input.endsAt).toBe('2027-07-12T04:00:00.000Z');
    expect(eventWhenText({ ...input, allDay: true, endsAt: input.endsAt ?? null })).toBe('Jul 10, 2027 – Jul 11, 2027');
  });

  it('reads an event back as the clock of its zone shows it', () => {
    const values = eventValues(detailsEvent({ allDay: true, startsAt: '2027-07-09T22:00:00.000Z', endsAt: '2027-07-11T22:00:00.000Z' }));
    expect(values.startsAt?.format('YYYY-MM-DD HH:mm')).toBe('2027-07-10 00:00');
    expect(values.endsAt?.format('YYYY-MM-DD')).toBe('2027-07-11');
    const timed = eventValues(detailsEvent());
    expect(timed.startsAt?.format('YYYY-MM-DD HH:mm')).toBe('2027-06-14 15:00');
    expect(toCreateInput(timed).startsAt).toBe('2027-06-14T13:00:00.000Z');
  });

  it('says a one-day event without an end by its day alone', () => {
    expect(eventWhenText({ allDay: true, startsAt: '2027-07-09T22:00:00.000Z', endsAt: null, timeZone: 'Europe/Madrid' })).toBe('Jul 10, 2027');
    expect(eventWhenText({ allDay: false, startsAt: '2027-12-31T23:00:00.000Z', endsAt: null, timeZone: 'UTC' })).toBe('Dec 31, 2027, 11:00 PM UTC');
  });
});
