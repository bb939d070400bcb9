// Health snapshots on posts: which kinds an author may ask for (by their GraphQL names), and how a stored value
// is judged — by the portal's one table of reference ranges, when it is shown, like a live reading.
import { HEALTH_SNAPSHOT_KINDS } from '../../../../db/schema/index.js';
import type { HealthSnapshotItem, HealthSnapshotKind } from '../../../../db/schema/index.js';
import { RANGES } from '../clinical-ranges/reference-ranges.js';
import type { ReferenceRange } from '../clinical-ranges/reference-ranges.js';
import { statusOf, VITAL_RANGES, vitalStatus } from '../clinical-ranges/range-status.js';
import type { RangeStatus } from '../clinical-ranges/range-status.js';
import { badInput } from '../../lib/errors.js';

const FIELD = 'healthSnapshot';
const NAMES = HEALTH_SNAPSHOT_KINDS.map((k) => k.toUpperCase());
const LABELS: Record<HealthSnapshotKind, string> = {
  heart_rate: 'heart rate',
  spo2: 'blood oxygen',
  glucose: 'glucose',
  blood_pressure: 'blood pressure',
  stress: 'stress',
  sleep: 'sleep (last night)',
};

/** HealthSnapshotKind names (HEART_RATE…) → stored kinds, in the table's order; BAD_USER_INPUT for any other. */
export function parseSnapshotKinds(raw: readonly string[] | null | undefined): HealthSnapshotKind[] {
  if (!raw?.length) return [];
  if (raw.length > NAMES.length * 2) throw badInput(FIELD, 'Too many kinds.');
  for (const name of raw) {
    if (!NAMES.includes(name)) {
      throw badInput(FIELD, `Unknown kind "${name.slice(0, 30)}"; choose from ${NAMES.join(', ')}.`);
    }
  }
  return HEALTH_SNAPSHOT_KINDS.filter((k) => raw.includes(k.toUpperCase()));
}

/**
 * A chosen kind with no data refuses the post (naming what is missing) rather than dropping it: the author
 * agreed to publish exactly what they picked, and a card silently missing a value would say something else.
 * The composer only offers kinds the preview found, so this is reached only by a racing delete or a client of
 * its own.
 */
export function assertComplete(kinds: readonly HealthSnapshotKind[], items: readonly HealthSnapshotItem[]): void {
  const missing = kinds.filter((k) => !items.some((i) => i.kind === k));
  if (missing.length) {
    throw badInput(FIELD, `You have no ${missing.map((k) => LABELS[k]).join(', ')} data to share.`);
  }
}

export function snapshotRange(kind: HealthSnapshotKind): ReferenceRange {
  return kind === 'sleep' ? RANGES.sleep : VITAL_RANGES[kind].value;
}

export function snapshotRange2(kind: HealthSnapshotKind): ReferenceRange | null {
  return kind === 'sleep' ? null : (VITAL_RANGES[kind].value2 ?? null);
}

export function snapshotStatus(item: HealthSnapshotItem): RangeStatus {
  return item.kind === 'sleep' ? statusOf(RANGES.sleep, item.value) : vitalStatus(item.kind, item.value, item.value2);
}
