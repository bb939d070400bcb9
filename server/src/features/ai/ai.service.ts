// The assistant: chat list/send/stop/retry/clear, the user's state (consent, quota, pending), ai.overall.
// Rules: a valid consent to the current engine is needed to chat (AI_CONSENT_REQUIRED); a daily quota per user
// (RATE_LIMITED with the reset time); one reply at a time (AI_BUSY); an emergency gets the fixed safety reply
// before any model call; replies that died with a previous process are marked failed at start-up.
import type { LanguageModel } from 'ai';
import pLimit from 'p-limit';
import type { Db } from '../../../../db/client.js';
import type { AiMessageRow } from '../../../../db/schema/index.js';
import type { Config } from '../../config.js';
import { own } from '../../lib/audit.js';
import type { AuditActor } from '../../lib/audit.js';
import { AppError, badInput } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { aiRepository as repo } from './ai.repository.js';
import { MAX_MESSAGE_LENGTH, OPENER_ID, OPENER_TEXT } from './ai.types.js';
import type { AiLanguage, AiMessageView } from './ai.types.js';
import { engineFrom } from './model-provider.js';
import type { Engine } from './model-provider.js';
import { buildOverall } from './overall.js';
import { runReply } from './reply-runner.js';
import { emergencyReply } from './safety.js';
import { assistantActor } from './tools/tool-context.js';
import { WEEKDAYS } from '../preferences/preferences.types.js';
import type { ToolServices } from './tools/tool-context.js';

const HISTORY = 10;
/** Replies reading data at once (per instance); the rest wait their turn (their lead-in already streamed). */
const CONCURRENT_READS = 6;
const LIST_LIMIT = 200;
/** Beyond the reply timeout, time enough to store a reply: a question pending longer than both is dead. */
const STORE_MARGIN_MS = 30_000;
const closedReply = (message: string) => ({ message, status: 'failed' as const, sources: [], engine: null, inputTokens: null, outputTokens: null });
const INTERRUPTED = closedReply('The reply was interrupted when the server restarted. Please try again.');
const FAILED = closedReply('The reply could not be written. Please try again.');

type Deps = { db: Db; config: Config['ai']; services: ToolServices & Pick<Services, 'pubsub' | 'account'>; log: { error(obj: object, msg: string): void } };

export function toMessageView(m: AiMessageRow): AiMessageView {
  return {
    id: m.id,
    sender: m.sender,
    message: m.message,
    time: m.createdAt.getTime(),
    status: m.status,
    sources: m.sources,
    engine: m.engine,
    inputTokens: m.inputTokens,
    outputTokens: m.outputTokens,
  };
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export class AiService {
  private engine: Engine;
  private readonly running = new Map<string, AbortController>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly reads = pLimit(CONCURRENT_READS);

  constructor(private readonly d: Deps) {
    this.engine = engineFrom(d.config);
  }

  /** Tests swap the model (e.g. the AI SDK's MockLanguageModelV3); identity stays, so consent stays valid. */
  useModel(model: LanguageModel | null, modelId = 'test-model'): void {
    const base = engineFrom(this.d.config);
    this.engine = model ? { ...base, model, modelId } : base;
  }

  get engineInfo() {
    return { builtIn: this.engine.builtIn, endpointHost: this.engine.endpointHost, model: this.engine.modelId };
  }

  async state(userId: string, now = new Date()) {
    const [row, user, used] = await Promise.all([
      repo.state(this.d.db, userId),
      this.d.services.account.findById(userId),
      repo.sentSince(this.d.db, userId, startOfUtcDay(now)),
    ]);
    const last = await repo.last(this.d.db, userId);
    return {
      personalInfo: user?.personalInfoFilled ?? false,
      requested: !!row?.consentedAt,
      requestValid: !!row?.consentedAt && row.consentEndpoint === this.engine.identity,
      chat: { count: used },
      quota: { limit: this.d.config.dailyQuota, remaining: Math.max(0, this.d.config.dailyQuota - used), resetsAt: new Date(startOfUtcDay(now).getTime() + 86_400_000) },
      pending: last?.status === 'pending',
      engine: this.engineInfo,
    };
  }

  /**
   * The visible chat, oldest first; an empty chat starts with the opener (spec §3). Audited: it is health data.
   * The opener's time is when the chat began (its last clearing, else its first use, else the account's start), the
   * same on every read: a client that sorts or dedupes by time saw a new opener on each call.
   */
  async list(actor: AuditActor, accountCreatedAt?: Date): Promise<AiMessageView[]> {
    const state = await repo.state(this.d.db, actor.userId);
    const rows = await repo.list(this.d.db, actor.userId, state?.clearedAt ?? null, LIST_LIMIT);
    await this.d.services.audit.record(actor, own(actor, 'ai.chat.read'));
    if (rows.length) return rows.map(toMessageView);
    const time = (state?.clearedAt ?? state?.createdAt ?? accountCreatedAt ?? new Date()).getTime();
    return [{ id: OPENER_ID, sender: 'ai', message: OPENER_TEXT, time, status: 'done', sources: [], engine: null, inputTokens: null, outputTokens: null }];
  }

  async requestAccess(userId: string) {
    await repo.setConsent(this.d.db, userId, this.engine.identity);
    return this.state(userId);
  }

  async withdrawAccess(userId: string) {
    await repo.setConsent(this.d.db, userId, null);
    return this.state(userId);
  }

  /** Appends the user's message (the chat is then pending) and starts the reply; returns the stored message. */
  async send(actor: AuditActor, raw: string, pageLanguage?: AiLanguage, now = new Date()): Promise<AiMessageView> {
    const msg = raw.trim();
    if (!msg) throw badInput('msg', 'Write a message.', 'REQUIRED');
    if (msg.length > MAX_MESSAGE_LENGTH) throw badInput('msg', `At most ${MAX_MESSAGE_LENGTH} characters.`, { reason: 'TOO_LONG', max: MAX_MESSAGE_LENGTH });
    const userId = actor.userId;
    const question = await this.d.db.transaction(async (tx) => {
      const state = await repo.lockState(tx, userId);
      if (!state.consentedAt || state.consentEndpoint !== this.engine.identity) {
        throw new AppError('AI_CONSENT_REQUIRED', 'Allow the assistant to read your data first.');
      }
      const dayStart = startOfUtcDay(now);
      const { sent, lastStatus } = await repo.usage(tx, userId, dayStart);
      if (sent >= this.d.config.dailyQuota) {
        const resetsAt = new Date(dayStart.getTime() + 86_400_000);
        throw new AppError('RATE_LIMITED', `You have used today's ${this.d.config.dailyQuota} messages.`, {
          resetsAt: resetsAt.toISOString(),
          retryAfterSeconds: Math.ceil((resetsAt.getTime() - now.getTime()) / 1000),
        });
      }
      if (lastStatus === 'pending') throw new AppError('AI_BUSY', 'A reply is still being written. Wait for it or stop it.');
      return repo.insert(tx, { userId, sender: 'user', message: msg, status: 'pending' });
    });
    this.d.services.pubsub.publish('ai:chat', userId, { type: 'USER_MESSAGE', replyTo: question.id, message: toMessageView(question) });
    // A legacy client names no language: the account's own (look, then personal info) stands in for the page's.
    this.start(actor, question, pageLanguage ?? (await this.languageFor(userId)));
    return toMessageView(question);
  }

  /** Stops the user's reply in flight (on whichever instance runs it); what was written so far is kept. */
  stop(userId: string): boolean {
    this.d.services.pubsub.publish('ai:stop', userId, { userId });
    return true;
  }

  /**
   * Answers the last question again after a failed reply. Under the same rules as a send: a valid consent (a
   * retry reads the data again, perhaps for a model configured since), one reply at a time. The failed reply
   * gives way and the question is pending again, so every tab sees the chat pending (spec §4: the last message
   * is the user's) and a second retry or a send answers AI_BUSY until the new reply is stored.
   */
  async retry(actor: AuditActor, pageLanguage?: AiLanguage): Promise<boolean> {
    const question = await this.d.db.transaction(async (tx) => {
      const state = await repo.lockState(tx, actor.userId);
      if (!state.consentedAt || state.consentEndpoint !== this.engine.identity) {
        throw new AppError('AI_CONSENT_REQUIRED', 'Allow the assistant to read your data first.');
      }
      const last = await repo.last(tx, actor.userId);
      if (last?.status === 'pending') throw new AppError('AI_BUSY', 'A reply is still being written.');
      if (last?.sender !== 'ai' || last.status !== 'failed' || !last.replyTo) throw badInput('msg', 'There is no failed reply to retry.');
      const asked = await repo.find(tx, actor.userId, last.replyTo);
      if (!asked) throw badInput('msg', 'There is no failed reply to retry.');
      return repo.reopen(tx, asked, last.id);
    });
    this.d.services.pubsub.publish('ai:chat', actor.userId, { type: 'USER_MESSAGE', replyTo: question.id, message: toMessageView(question) });
    this.start(actor, question, pageLanguage ?? (await this.languageFor(actor.userId)));
    return true;
  }

  async clear(userId: string): Promise<boolean> {
    if ((await repo.last(this.d.db, userId))?.status === 'pending') throw new AppError('AI_BUSY', 'Wait for the reply or stop it first.');
    await repo.setCleared(this.d.db, userId, new Date());
    this.d.services.pubsub.publish('ai:chat', userId, { type: 'CLEARED', replyTo: null });
    return true;
  }

  /**
   * The language to word things in when no page names one (a REST call, a refresh after an import): the look the
   * account saved (what its pages show), else the preferred language of its personal info, else English.
   */
  async languageFor(userId: string): Promise<AiLanguage> {
    const saved = await this.d.services.preferences.savedLanguage(userId);
    if (saved) return saved;
    return (await this.d.services.personalInfo.find(userId))?.preferredLanguage ?? 'en';
  }

  /** Recomputes ai.overall (on request with the page's language, and after an import). */
  async refreshOverall(actor: AuditActor, pageLanguage?: AiLanguage): Promise<string> {
    const lang = pageLanguage ?? (await this.languageFor(actor.userId));
    const overall = await buildOverall({ actor: assistantActor(actor), services: this.d.services, now: new Date() }, lang);
    await this.d.services.account.setAiOverall(actor.userId, overall.text, overall.facts);
    return overall.text;
  }

  /** After an import: refreshes ai.overall in the background, tracked so `idle()` (tests, shutdown) waits for it
   * (its reads are audited: nothing may still be writing when an account is exported or deleted). */
  refreshInBackground(actor: AuditActor): void {
    const job: Promise<void> = this.refreshOverall(actor)
      .then(() => undefined)
      .catch((err: unknown) => this.d.log.error({ err }, 'ai.overall refresh failed'))
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  /**
   * Start-up: questions whose reply died with a process get a failed reply (the chat is not stuck). Another
   * instance may be writing a reply right now, so only questions pending for longer than any reply may take (the
   * timeout, plus a margin for storing it) are taken for dead; the rest are looked at again once that much time
   * has passed (main.ts runs the second sweep). Returns how many were marked.
   */
  async markInterrupted(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.interruptedAfterMs);
    let marked = 0;
    for (const q of await repo.pendingBefore(this.d.db, cutoff)) {
      if (this.running.has(q.userId)) continue;
      const reply = await this.d.db.transaction((tx) => repo.finish(tx, q, INTERRUPTED));
      if (reply) {
        marked++;
        this.d.services.pubsub.publish('ai:chat', q.userId, { type: 'MESSAGE', replyTo: q.id, message: toMessageView(reply) });
      }
    }
    return marked;
  }

  /** How long a question may stay pending before a sweep takes its reply for dead. */
  get interruptedAfterMs(): number {
    return this.d.config.timeoutMs + STORE_MARGIN_MS;
  }

  /** Resolves when every reply in flight has been stored (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private start(actor: AuditActor, question: AiMessageRow, language: AiLanguage): void {
    const abort = new AbortController();
    this.running.set(actor.userId, abort);
    const off = this.d.services.pubsub.listen('ai:stop', actor.userId, () => abort.abort());
    const job = this.answer(actor, question, language, abort.signal)
      .catch(async (err: unknown) => {
        this.d.log.error({ err }, 'assistant reply failed');
        // Whatever failed (reading the history, storing the reply), the question must not stay pending: the
        // user gets a failed reply they can retry. If even that cannot be stored, the start-up sweep will.
        try {
          const reply = await this.d.db.transaction((tx) => repo.finish(tx, question, FAILED));
          if (reply) this.d.services.pubsub.publish('ai:chat', actor.userId, { type: 'MESSAGE', replyTo: question.id, message: toMessageView(reply) });
        } catch (again: unknown) {
          this.d.log.error({ err: again }, 'assistant failed reply not stored');
        }
      })
      .finally(() => {
        off();
        if (this.running.get(actor.userId) === abort) this.running.delete(actor.userId);
        this.inFlight.delete(job);
      });
    this.inFlight.add(job);
  }

  private async answer(actor: AuditActor, question: AiMessageRow, language: AiLanguage, signal: AbortSignal) {
    const userId = actor.userId;
    const safety = emergencyReply(question.message, language);
    let outcome;
    if (safety) {
      this.d.services.pubsub.publish('ai:chat', userId, { type: 'CHUNK', replyTo: question.id, delta: safety });
      outcome = { message: safety, status: 'done' as const, sources: [], engine: 'safety', inputTokens: null, outputTokens: null };
    } else {
      const [units, state] = await Promise.all([this.d.services.preferences.unitsFor(userId), repo.state(this.d.db, userId)]);
      const history = await repo.history(this.d.db, userId, question.createdAt, state?.clearedAt ?? null, HISTORY);
      outcome = await runReply(this.engine, this.d.services.pubsub, {
        question,
        history,
        tools: { actor: assistantActor(actor), services: this.d.services, now: new Date(), gate: (read) => this.reads(read) },
        language,
        timeZone: units.timeZone ?? 'UTC',
        firstDayOfWeek: WEEKDAYS.indexOf(units.firstDayOfWeek) + 1 || 1,
        hour12: units.clock === 'H12',
        signal,
        timeoutMs: this.d.config.timeoutMs,
      });
    }
    const reply = await this.d.db.transaction((tx) => repo.finish(tx, question, outcome));
    // null: a sweep closed the question meanwhile (this reply outlived the timeout); its failed reply stands.
    if (reply) this.d.services.pubsub.publish('ai:chat', userId, { type: 'MESSAGE', replyTo: question.id, message: toMessageView(reply) });
  }
}
