// The demo account's past: 30 days of its simulator's readings and nights, as the wearable would upload them
// after a month away, through the same ingest path (validation, one transaction per day, rollups), oldest day
// first. One UTC day is one batch and one transaction, so a day is stored whole or not at all; a day whose last
// heart-rate reading is already stored is skipped with one indexed lookup — an interrupted first start resumes
// where it stopped and later starts redo nothing (days that passed while the server was off are filled in).
// The last hour is the live simulator's (it backfills that at full resolution).
import type { IngestService } from '../ingest.service.js';
import { MINUTE } from './physiology.js';
import { HISTORY_PERIODS, simulatedBatch } from './simulated-batch.js';

const DAY = 24 * 60 * MINUTE;

export interface HistoryOptions {
  ingest: IngestService;
  gadget: { id: string; userId: string };
  days?: number;
  now?: number;
  utcOffsetMs?: number;
  /** Checked between days, so shutting down does not wait for the whole month. */
  stopped?: () => boolean;
}

export interface HistoryResult {
  daysStored: number;
  daysSkipped: number;
  readings: number;
  sleepSessions: number;
}

export async function backfillHistory(o: HistoryOptions): Promise<HistoryResult> {
  const now = o.now ?? Date.now();
  const end = Math.floor((now - 60 * MINUTE) / MINUTE) * MINUTE;
  const firstDay = Math.floor(now / DAY) * DAY - (o.days ?? 30) * DAY;
  const result: HistoryResult = { daysStored: 0, daysSkipped: 0, readings: 0, sleepSessions: 0 };
  for (let from = firstDay; from < end; from += DAY) {
    if (o.stopped?.()) break;
    const to = Math.min(from + DAY, end);
    // The window's last heart-rate instant marks the day done (grid instants t with from < t ≤ to).
    const last = Math.floor(to / HISTORY_PERIODS.heart_rate) * HISTORY_PERIODS.heart_rate;
    if (to === from + DAY && (await o.ingest.hasDeviceReading(o.gadget.id, `hr-${last}`))) {
      result.daysSkipped++;
      continue;
    }
    const batch = simulatedBatch(o.gadget.id, from, to, { utcOffsetMs: o.utcOffsetMs ?? 0, periods: HISTORY_PERIODS });
    const r = await o.ingest.ingestHistory(o.gadget, batch, now);
    result.daysStored++;
    result.readings += r.accepted.length;
    result.sleepSessions += r.sleepSessions?.accepted.length ?? 0;
  }
  return result;
}
