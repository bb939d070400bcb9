// Preferences that follow the account: read (defaults when never saved), save, and tell the user's other tabs.
// Also the user's alert thresholds. Everything is scoped to the caller's own id — there is no way to name
// another user's preferences. Events are published after the write commits.
import type { Db } from '../../../../db/client.js';
import type { VitalKind } from '../../../../db/schema/index.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { preferencesRepository } from './preferences.repository.js';
import { toPreferencesView } from './preferences.types.js';
import type { AlertThresholdView, PreferencesView, UnitsView } from './preferences.types.js';
import { parsePreferencesInput } from './preferences.validation.js';
import type { PreferencesInputShape } from './preferences.validation.js';
import { TUNABLE_KINDS, effectiveThresholds, thresholdRows } from './thresholds.js';

export interface MailContext {
  timeZone: string | null;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  firstDayOfWeek: number;
  language: 'en' | 'fr' | 'ar' | 'zh' | null;
}

const MAIL_LANGUAGE = { EN: 'en', FR: 'fr', AR: 'ar', CH: 'zh' } as const;

export class PreferencesService {
  constructor(private readonly d: { db: Db; pubsub: PubSub }) {}

  async get(userId: string): Promise<PreferencesView> {
    return toPreferencesView(await preferencesRepository.find(this.d.db, userId));
  }

  /**
   * A user's display units and time settings, for any feature that words values for them (the AI assistant,
   * mails, PDFs). Values in the database stay canonical; convert only when showing them.
   */
  async unitsFor(userId: string): Promise<UnitsView> {
    return (await this.get(userId)).units;
  }

  /** The language the account saved with its look (null while each browser keeps its own). */
  async savedLanguage(userId: string): Promise<MailContext['language']> {
    return (await this.mailContexts([userId])).get(userId)?.language ?? null;
  }

  /**
   * For background mail (no page, no device): each account's time zone (null when it follows the device),
   * first day of the week (ISO weekday) and saved language (null when each browser keeps its own). One query.
   */
  async mailContexts(userIds: readonly string[]): Promise<Map<string, MailContext>> {
    const rows = await preferencesRepository.findMany(this.d.db, userIds);
    return new Map(
      rows.map((r) => [
        r.userId,
        { timeZone: r.timeZone, firstDayOfWeek: r.firstDayOfWeek, language: r.appearance ? MAIL_LANGUAGE[r.appearance.language] : null },
      ]),
    );
  }

  async update(userId: string, input: PreferencesInputShape): Promise<PreferencesView> {
    const patch = parsePreferencesInput(input);
    const row = Object.keys(patch).length
      ? await preferencesRepository.upsert(this.d.db, userId, patch)
      : await preferencesRepository.find(this.d.db, userId);
    this.changed(userId);
    return toPreferencesView(row);
  }

  async thresholds(userId: string): Promise<AlertThresholdView[]> {
    return effectiveThresholds(await preferencesRepository.userThresholds(this.d.db, userId));
  }

  /** All or nothing: one limit out of bounds refuses the lot. The next ingested reading uses the new limits. */
  async setThresholds(userId: string, input: { kind: VitalKind; name: string; limit: number }[]) {
    const rows = thresholdRows(userId, input);
    await this.d.db.transaction((tx) => preferencesRepository.upsertThresholds(tx, rows));
    this.changed(userId);
    return this.thresholds(userId);
  }

  async resetThresholds(userId: string, kind: VitalKind | null) {
    await preferencesRepository.deleteThresholds(this.d.db, userId, kind ? [kind] : TUNABLE_KINDS);
    this.changed(userId);
    return this.thresholds(userId);
  }

  private changed(userId: string): void {
    this.d.pubsub.publish('preferences:updated', userId, { userId });
  }
}
