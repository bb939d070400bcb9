// Counting an import's outcomes by resource type into the result the API returns.
import type { ImportIssue, ImportResult, Outcome, TypeCount } from './fhir.types.js';

const MAX_ISSUES = 200;

export class ImportReport {
  private readonly types = new Map<string, TypeCount>();
  private readonly issues: ImportIssue[] = [];
  vitalReadingsAdded = 0;
  patientSuggestions = 0;

  constructor(private readonly importId: string, private readonly total: number) {}

  count(resourceType: string, outcome: Outcome, flagged = false) {
    const t = this.types.get(resourceType) ?? { resourceType, imported: 0, updated: 0, unchanged: 0, skipped: 0, flagged: 0 };
    t[outcome] += 1;
    if (flagged) t.flagged += 1;
    this.types.set(resourceType, t);
  }

  issue(i: ImportIssue) {
    if (this.issues.length < MAX_ISSUES) this.issues.push(i);
  }

  result(): ImportResult {
    const byType = [...this.types.values()].sort((a, b) => a.resourceType.localeCompare(b.resourceType));
    const sum = (k: keyof Omit<TypeCount, 'resourceType'>) => byType.reduce((n, t) => n + t[k], 0);
    return {
      importId: this.importId,
      total: this.total,
      imported: sum('imported'),
      updated: sum('updated'),
      unchanged: sum('unchanged'),
      skipped: sum('skipped'),
      flagged: sum('flagged'),
      byType,
      issues: [...this.issues].sort((a, b) => a.entry - b.entry),
      vitalReadingsAdded: this.vitalReadingsAdded,
      patientSuggestions: this.patientSuggestions,
    };
  }
}
