// Longest browser files first. Vitest orders files by the durations of the previous run, which a fresh clone
// (CI) does not have; it then falls back to file size, and the two axe walks — small files, long runs — started
// last and ran alone at the end (~3 minutes with one core idle). These are the slowest files as measured in CI;
// every other file keeps Vitest's order after them. Update the list when a file's duration changes much.
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  // This machine, quiet, 2026-11-28 (every browser file as of 02df6ae, 42 files), slowest first: 72, 69, 68, 55, 50, 47, 45, 41, 36, 35, 35, 34 s, …
  // (longest first on two workers leaves the least idle time at the end)
  'e2e/a11y-axe-themes',
  'e2e/chart-axes',
  'e2e/a11y-axe',
  'e2e/guards',
  'e2e/messages-tickets',
  'e2e/notes-blog',
  'e2e/i18n-coverage',
  'e2e/a11y-keyboard',
  'e2e/chat-contacts',
  'e2e/invoices',
  'e2e/text-fits',
  'e2e/admin',
  'e2e/profile-people',
  'e2e/shop',
  'e2e/date-time-fields',
  'e2e/records',
  'e2e/personal-info',
  'e2e/look',
  'e2e/two-factor',
  'e2e/auth-flow',
  'e2e/row-actions',
  'e2e/preferences',
  'e2e/phone-tables',
  'e2e/profile',
  'e2e/people-pages',
  'e2e/documents',
  'e2e/notifications',
  'e2e/vitals',
  'e2e/ai',
  'e2e/errors',
  'e2e/gallery',
  'e2e/refusal-texts',
  'e2e/my-data',
  'e2e/shop-admin',
  'e2e/ai-actions',
  'e2e/contacts-photo',
  'e2e/post-snapshot',
  'e2e/first-paint',
  'e2e/overview-highlights',
  'e2e/clinical-ranges',
  'e2e/bidi-dates',
  'e2e/profile-live',
];

function rank(spec: TestSpecification): number {
  const i = SLOWEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/tests/${name}.test.ts`));
  return i === -1 ? SLOWEST_FIRST.length : i;
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: the project/group order Vitest established stays; within it the known slow files lead.
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => {
        const group = a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder;
        if (group !== 0 || a.spec.project.name !== b.spec.project.name) return a.i - b.i;
        return rank(a.spec) - rank(b.spec) || a.i - b.i;
      })
      .map(({ spec }) => spec);
  }
}
