import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { TestClient } from './client.ts';

// Live updates as a browser receives them: graphql-ws over a WebSocket to /graphql, signed in by the
// session cookie sent with the upgrade request.

export const liveUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/graphql`;

/** The Cookie header a signed-in test client sends. */
export const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export const NOTIFICATION_ADDED = 'subscription { notificationAdded { id kind message link read actor { id displayName } createdAt } }';

export interface NotificationEvent {
  id: string;
  kind: string;
  message: string;
  link: string;
  read: boolean;
  actor: { id: string; displayName: string } | null;
  createdAt: string;
}

/** A graphql-ws client of the server at `httpUrl`, whose upgrade request carries `headers`. */
export function liveClient(httpUrl: string, headers: Record<string, string> = {}): Client {
  class WithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: liveUrl(httpUrl), webSocketImpl: WithHeaders, retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
}

/** What a subscription receives, with a way to wait for the next ones. */
export function subscribeToNotifications(client: Client, query = NOTIFICATION_ADDED) {
  const received: NotificationEvent[] = [];
  const errors: unknown[] = [];
  let changed = () => {};
  const dispose = client.subscribe<{ notificationAdded: NotificationEvent }>(
    { query },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) received.push(result.data.notificationAdded);
        changed();
      },
      error: (error) => {
        errors.push(error);
        changed();
      },
      complete: () => {},
    },
  );
  /** Waits until one received matches (or `ms` pass: then null). */
  const waitFor = (match: (n: NotificationEvent) => boolean, ms = 2_000) =>
    new Promise<NotificationEvent | null>((resolve) => {
      const check = () => {
        const found = received.find(match);
        if (found || errors.length) {
          clearTimeout(timer);
          resolve(found ?? null);
        }
      };
      const timer = setTimeout(() => resolve(received.find(match) ?? null), ms);
      changed = check;
      check();
    });
  return { received, errors, dispose, waitFor };
}

/** How the server closes a WebSocket opened with these upgrade headers (a refusal's code and reason). */
export function closeOf(httpUrl: string, headers: Record<string, string> = {}): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(httpUrl), 'graphql-transport-ws', { headers });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('error', reject);
  });
}
