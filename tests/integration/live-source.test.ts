// The live stream under every subscription, on the real in-process event bus: order, filtering, its end
// (consumer, last event, token revocation), the bound on a consumer that falls behind, push mode, and a
// failing listener that must not reach the publisher or starve the others.
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../server/src/features/account/access-tokens.js';
import type { ImportProgress } from '../../server/src/features/fhir/fhir.types.js';
import { LiveSource, MAX_QUEUED_EVENTS, SKIP, liveSource } from '../../server/src/realtime/live-source.js';
import { createEventBus } from '../../server/src/realtime/pubsub.js';

const errors: unknown[] = [];
const log = { error: (obj: object) => void errors.push(obj) };
const issuedAt = Date.now() / 1000;
const viewer = (id: string) => ({ user: { id }, claims: { iat: issuedAt } as AccessClaims });
const progress = (importId: string, phase: ImportProgress['phase']): ImportProgress => ({
  importId,
  phase,
  processed: 1,
  total: 2,
  message: null,
});

describe('LiveSource (pull)', () => {
  it("delivers one user's events in order, as selected, and nobody else's", async () => {
    const { pubsub } = createEventBus(undefined, log);
    const src = liveSource(pubsub, 'fhir:progress', viewer('u1'), {
      select: (e) => (e.importId === 'a' ? e.phase : SKIP),
    });
    pubsub.publish('fhir:progress', 'u1', progress('a', 'parsing'));
    pubsub.publish('fhir:progress', 'u2', progress('a', 'storing'));
    pubsub.publish('fhir:progress', 'u1', progress('b', 'storing'));
    pubsub.publish('fhir:progress', 'u1', progress('a', 'storing'));
    expect(await src.next()).toEqual({ value: 'parsing', done: false });
    expect(await src.next()).toEqual({ value: 'storing', done: false });
    const pending = src.next();
    await src.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    pubsub.publish('fhir:progress', 'u1', progress('a', 'done'));
    expect(await src.next()).toEqual({ value: undefined, done: true });
  });

  it('ends right after the last event, which is still delivered', async () => {
    const { pubsub } = createEventBus(undefined, log);
    const src = liveSource(pubsub, 'fhir:progress', viewer('u1'), {
      isLast: (e) => e.phase === 'done',
    });
    pubsub.publish('fhir:progress', 'u1', progress('a', 'done'));
    pubsub.publish('fhir:progress', 'u1', progress('a', 'parsing'));
    expect((await src.next()).value).toMatchObject({ phase: 'done' });
    expect(await src.next()).toEqual({ value: undefined, done: true });
  });

  it("ends when the user's older tokens are revoked, not for a token issued after", async () => {
    const { pubsub } = createEventBus(undefined, log);
    const older = liveSource(pubsub, 'vitals:alert', viewer('u1'));
    const newer = liveSource(pubsub, 'vitals:alert', {
      user: { id: 'u1' },
      claims: { iat: issuedAt + 10 } as AccessClaims,
    });
    const other = liveSource(pubsub, 'vitals:alert', viewer('u2'));
    const pending = older.next();
    pubsub.publish('account:revoked', { userId: 'u1', before: Math.round(issuedAt * 1000) + 1 });
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(older.isCancelled).toBe(true);
    expect(newer.isCancelled).toBe(false);
    expect(other.isCancelled).toBe(false);
    await Promise.all([newer.return(), other.return()]);
  });

  it('fails with SERVICE_UNAVAILABLE once a consumer falls more than the bound behind', async () => {
    const { pubsub } = createEventBus(undefined, log);
    const src = liveSource(pubsub, 'account:updated', viewer('u1'));
    for (let i = 0; i <= MAX_QUEUED_EVENTS; i++) pubsub.publish('account:updated', 'u1', { userId: `${i}` });
    for (let i = 0; i < MAX_QUEUED_EVENTS; i++) expect((await src.next()).value).toEqual({ userId: `${i}` });
    await expect(src.next()).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });
});

describe('LiveSource (push)', () => {
  it('hands each event to the sink synchronously; its iterator yields nothing and completes at the end', async () => {
    const { pubsub } = createEventBus(undefined, log);
    const got: string[] = [];
    const src = liveSource(pubsub, 'account:updated', viewer('u1')).pushTo((e) => {
      got.push(e.userId);
    });
    expect(src).toBeInstanceOf(LiveSource);
    const pending = src.next();
    pubsub.publish('account:updated', 'u1', { userId: 'x' });
    pubsub.publish('account:updated', 'u1', { userId: 'y' });
    expect(got).toEqual(['x', 'y']);
    pubsub.publish('account:revoked', { userId: 'u1', before: Date.now() + 1 });
    expect(await pending).toEqual({ value: undefined, done: true });
    pubsub.publish('account:updated', 'u1', { userId: 'z' });
    expect(got).toEqual(['x', 'y']);
  });
});

describe('in-process event bus', () => {
  it('keeps a failing listener from the publisher and from the other listeners, and logs it', () => {
    const { pubsub } = createEventBus(undefined, log);
    const got: string[] = [];
    const offBad = pubsub.listen('account:updated', 'u1', () => {
      throw new Error('listener broke');
    });
    const offGood = pubsub.listen('account:updated', 'u1', (e) => got.push(e.userId));
    const before = errors.length;
    expect(() => pubsub.publish('account:updated', 'u1', { userId: 'a' })).not.toThrow();
    expect(got).toEqual(['a']);
    expect(errors.length).toBe(before + 1);
    offBad();
    offGood();
    pubsub.publish('account:updated', 'u1', { userId: 'b' });
    expect(got).toEqual(['a']);
  });
});

describe('Redis event bus', () => {
  it('logs a failed publish during an outage instead of leaving a rejected promise (which would end the process)', async () => {
    const seen: string[] = [];
    const bus = createEventBus('redis://127.0.0.1:1', { error: (_obj, msg) => void seen.push(msg) });
    bus.pubsub.publish('account:updated', 'u1', { userId: 'u1' });
    const deadline = Date.now() + 15_000;
    while (!seen.includes('redis publish failed') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await bus.close();
    expect(seen).toContain('redis publish failed');
  }, 20_000);
});
