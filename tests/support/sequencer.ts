// Longest browser files first. Vitest orders files by the durations of the previous run, which a fresh clone
// (CI) does not have; it then falls back to file size, and the two axe walks — small files, long runs — started
// last and ran alone at the end (~3 minutes with one core idle). These are the slowest files as measured in CI;
// every other file keeps Vitest's order after them. Update the list when a file's duration changes much.
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  // this machine, 2026-11-27, browser suite on the headless shell: 165, 140, 132, 132, 92, 89, 86, 77, 75, 71 s, …
  'e2e/a11y-axe-themes',
  'e2e/chart-axes',
  'e2e/guards',
  'e2e/a11y-axe',
  'e2e/notes-blog',
  'e2e/text-fits',
  'e2e/i18n-coverage',
  'e2e/messages-tickets',
  'e2e/a11y-keyboard',
  'e2e/records',
  'e2e/chat-contacts',
  'e2e/shop',
  'e2e/personal-info',
  'e2e/look',
  'e2e/profile-people',
  'e2e/invoices',
  'e2e/preferences',
  'e2e/two-factor',
  'e2e/auth-flow',
  'e2e/errors',
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
