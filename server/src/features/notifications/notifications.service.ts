// The signed-in user's own notification settings. There is no user id in the API: everyone reads and writes
// only their own row, so another account's settings cannot even be named.
import type { Db } from '../../../../db/client.js';
import { notificationsRepository as repo } from './notifications.repository.js';
import { asLanguage, parseSettings, toView } from './notification-settings.js';
import type { NotificationSettingsView, SettingsInput } from './notification-settings.js';

export class NotificationsService {
  constructor(private readonly d: { db: Db }) {}

  async settings(userId: string): Promise<NotificationSettingsView> {
    return toView(await repo.find(this.d.db, userId));
  }

  /** Validates (BAD_USER_INPUT + field) and replaces the settings; `language` omitted keeps the saved one. */
  async update(userId: string, input: SettingsInput): Promise<NotificationSettingsView> {
    const current = await repo.find(this.d.db, userId);
    const parsed = parseSettings(input, asLanguage(current?.language));
    return toView(await repo.upsert(this.d.db, userId, parsed));
  }
}
