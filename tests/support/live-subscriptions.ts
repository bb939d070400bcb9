// "Is the page's subscription live yet?" for browser tests that trigger a live event (an ingest, a mutation, a
// message from another context) and expect a page to show it. A page that has rendered, or whose socket says
// "live", has not necessarily had its subscription registered by the server: graphql-ws sends `subscribe`
// after the connection is acknowledged, and the server registers the event-bus listener only when the
// subscribe resolver has run. An event published before that is lost, and the test fails now and then.
//
// What is observed here, at both ends:
//  - the page: the `subscribe` frames it sent over its WebSockets for one operation (minus those it completed,
//    and those on sockets that closed since), and
//  - the server: the listeners its event bus registers on one topic (`channel` for one user id). A live stream
//    calls `pubsub.listen` when its subscribe resolver runs (realtime/live-source.ts), and from then on every
//    event is kept for the subscriber, so a registered listener means the event will be delivered.
// `live()` waits until every subscription the page has opened for the operation since the watch began (at least
// one) has a listener on the server registered since then. Only the test's own app is observed; the
// in-process bus is what browser test apps use (no REDIS_URL).
import type { Page, WebSocket } from 'playwright-core';
import type { TestApp } from './test-app.js';

interface Registered {
  topic: string;
  active: boolean;
}

/** Every listener the app's bus registered since its first watch, in order (one patch per app). */
const registries = new WeakMap<TestApp, Registered[]>();

function registry(t: TestApp): Registered[] {
  const known = registries.get(t);
  if (known) return known;
  const registered: Registered[] = [];
  registries.set(t, registered);
  const pubsub = t.app.services.pubsub;
  const listen = pubsub.listen.bind(pubsub) as (channel: string, ...args: unknown[]) => () => void;
  // Resolvers read `ctx.services.pubsub.listen` at call time (same object), so replacing it here sees them.
  pubsub.listen = (channel: string, ...args: unknown[]) => {
    const off = listen(channel, ...args);
    const entry: Registered = { topic: args.length === 2 ? `${channel}:${String(args[0])}` : channel, active: true };
    registered.push(entry);
    return () => {
      entry.active = false;
      off();
    };
  };
  return registered;
}

interface SentSubscribe {
  query: string;
  open: boolean;
}

/** Every `subscribe` each page has sent, in order, and whether it is still open. */
const pages = new WeakMap<Page, SentSubscribe[]>();

/**
 * Follows the `subscribe` and `complete` frames the page sends on its WebSockets (and the sockets closing).
 * newAppContext calls it for every page of its contexts, before the page opens a socket: sockets opened before
 * a watch begins (a screen's earlier subscription, the shell's) are then followed too.
 */
export function trackSubscriptions(page: Page): void {
  if (pages.has(page)) return;
  const sent: SentSubscribe[] = [];
  pages.set(page, sent);
  page.on('websocket', (ws: WebSocket) => {
    const byId = new Map<string, SentSubscribe>();
    ws.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"id"')) return;
      let message: { id?: string; type?: string; payload?: { query?: string } };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      if (!message.id) return;
      if (message.type === 'subscribe') {
        const entry = { query: message.payload?.query ?? '', open: true };
        byId.set(message.id, entry);
        sent.push(entry);
      } else if (message.type === 'complete') {
        const entry = byId.get(message.id);
        if (entry) entry.open = false;
        byId.delete(message.id);
      }
    });
    ws.on('close', () => {
      for (const entry of byId.values()) entry.open = false;
      byId.clear();
    });
  });
}

export interface SubscriptionWatch {
  /**
   * Resolves once the page has at least one open `subscribe` for the operation sent since the watch began, and
   * the server as many listeners on the topic registered since then and still active. Rejects (saying what it
   * saw) after `timeoutMs`.
   */
  live(timeoutMs?: number): Promise<void>;
}

/**
 * Starts watching now: call it before the page opens (or navigates to) the screen whose subscription the
 * test relies on, then `await watch.live()` before triggering the event. The page must come from a context
 * made by newAppContext (which tracks its frames from the start).
 *
 * @param operation the client's operation name, e.g. 'ChatEvents' (`subscription ChatEvents { ... }`)
 * @param channel the server's event-bus channel that operation listens on, e.g. 'chat:event'
 * @param id the user (or object) id the channel is keyed by
 */
export function watchSubscription(
  t: TestApp,
  page: Page,
  operation: string,
  channel: string,
  id: string,
): SubscriptionWatch {
  const sent = pages.get(page);
  if (!sent) throw new Error('watchSubscription: the page is not tracked (open it in a newAppContext context)');
  const list = registry(t);
  const fromServer = list.length;
  const fromPage = sent.length;
  const topic = `${channel}:${id}`;
  const marker = `subscription ${operation}`;
  const pageSide = () => sent.slice(fromPage).filter((s) => s.open && s.query.includes(marker)).length;
  const serverSide = () => list.slice(fromServer).filter((r) => r.topic === topic && r.active).length;
  return {
    async live(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (pageSide() === 0 || serverSide() < pageSide()) {
        if (Date.now() > deadline) {
          throw new Error(
            `${operation} not live within ${timeoutMs} ms: the page has ${pageSide()} new open subscribe(s), ` +
              `the server ${serverSide()} new listener(s) on ${topic}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
