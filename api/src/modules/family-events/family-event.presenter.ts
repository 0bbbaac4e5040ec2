import type { FamilyEventView } from '../../policies/family-event.policy.ts';
import type { User } from '../users/index.ts';
import type { FamilyEventType } from './family-event.entity.ts';
import type { RsvpResponse } from './family-event-invitation.entity.ts';
import type { EventRow } from './family-event.repository.ts';

export interface RsvpCountsModel {
  going: number;
  maybe: number;
  notGoing: number;
  noAnswer: number;
}

/** An event as the viewer reads it: its fields, its organizer, the viewer's view of it and its answers counted. */
export interface FamilyEventModel {
  id: string;
  title: string;
  eventType: FamilyEventType;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  allDay: boolean;
  location: string | null;
  address: string | null;
  description: string | null;
  isPrivate: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  organizer: User | null;
  view: FamilyEventView;
  viewerResponse: RsvpResponse | null;
  rsvpCounts: RsvpCountsModel;
}

/** Someone invited, with their answer. */
export interface InviteeModel {
  user: User;
  response: RsvpResponse | null;
  respondedAt: Date | null;
}

/** The model of a read row, given its organizer. */
export const toModel = (row: EventRow, organizer: User | null): FamilyEventModel => ({
  id: row.id,
  title: row.title,
  eventType: row.event_type,
  startsAt: new Date(row.starts_at),
  endsAt: row.ends_at ? new Date(row.ends_at) : null,
  timeZone: row.time_zone,
  allDay: row.all_day,
  location: row.location,
  address: row.address,
  description: row.description,
  isPrivate: row.is_private,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  organizer,
  view: {
    organizerId: row.organizer_id,
    isPrivate: row.is_private,
    cancelled: row.cancelled_at !== null,
    invited: row.viewer_invited,
    organizerConnected: row.organizer_connected,
  },
  viewerResponse: row.viewer_response,
  rsvpCounts: { going: row.going, maybe: row.maybe, notGoing: row.not_going, noAnswer: row.no_answer },
});

/** Where an event's calendar file is downloaded. */
export const icsPath = (eventId: string) => `/api/family-events/${eventId}.ics`;

/** Where an event opens in the app. */
export const eventLink = (eventId: string) => `/events/${eventId}`;

/** An upcoming event as the earlier client's REST call reads it (spec section 3). */
export const presentUpcoming = (event: FamilyEventModel) => ({ id: event.id, title: event.title, date: event.startsAt.toISOString() });
