// "Share with my doctor": the health summary PDF of the signed-in user, generated on demand (never stored),
// from the chosen sections, in the requested language and the user's units. The read is audit-logged as one
// entry (action `health_summary.pdf`, the sections as entity id) before the first byte goes out.
import type { Readable } from 'node:stream';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { badInput } from '../../lib/errors.js';
import type { PreferencesService } from '../preferences/preferences.service.js';
import { DOCUMENT_LANGUAGES } from './documents.service.js';
import type { DocumentLanguage, DocumentsService } from './documents.service.js';
import { gatherSummary, SUMMARY_SECTIONS } from './health-summary.data.js';
import type { SummarySection, SummarySources } from './health-summary.data.js';
import { healthSummaryDefinition } from './health-summary.document.js';
import { SummaryFormat } from './summary-format.js';

/** Parses `sections=identity,labs` (any order, case-insensitive); empty or absent means every section. */
export function parseSections(raw: string | null | undefined): SummarySection[] {
  const asked = (raw ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (asked.length > SUMMARY_SECTIONS.length * 2) throw badInput('sections', 'Too many sections.');
  for (const s of asked) {
    if (!(SUMMARY_SECTIONS as readonly string[]).includes(s)) {
      throw badInput('sections', `Unknown section "${s.slice(0, 30)}"; choose from ${SUMMARY_SECTIONS.join(', ')}.`);
    }
  }
  // Always in the document's own order, whatever order they were asked in.
  return asked.length ? SUMMARY_SECTIONS.filter((s) => asked.includes(s)) : [...SUMMARY_SECTIONS];
}

/** `lang=en|fr|ar|zh` (the client's `ch` is Chinese too); absent means English. */
export function parseLanguage(raw: string | null | undefined): DocumentLanguage {
  const l = (raw ?? 'en').trim().toLowerCase();
  const code = l === 'ch' ? 'zh' : l.slice(0, 2);
  if (!(DOCUMENT_LANGUAGES as readonly string[]).includes(code)) throw badInput('lang', 'lang must be one of en, fr, ar, zh.');
  return code as DocumentLanguage;
}

export class HealthSummaryService {
  constructor(
    private readonly d: SummarySources & {
      documents: DocumentsService;
      preferences: Pick<PreferencesService, 'unitsFor'>;
      audit: AuditWriter;
      now?: () => Date;
    },
  ) {}

  private async definition(actor: AuditActor, sections: SummarySection[], language: DocumentLanguage) {
    const units = await this.d.preferences.unitsFor(actor.userId);
    const data = await gatherSummary(this.d, actor.userId, sections, units, this.d.now?.() ?? new Date());
    await this.d.audit.record(actor, own(actor, 'health_summary.pdf', 'document', sections.join(',')));
    return healthSummaryDefinition(data, new SummaryFormat(language, units));
  }

  /** The PDF as a stream (the REST door). */
  async stream(actor: AuditActor, sections: SummarySection[], language: DocumentLanguage): Promise<Readable> {
    return this.d.documents.stream(await this.definition(actor, sections, language), { language });
  }

  /** The PDF in memory (tests, benchmark). */
  async render(actor: AuditActor, sections: SummarySection[], language: DocumentLanguage): Promise<Buffer> {
    return this.d.documents.render(await this.definition(actor, sections, language), { language });
  }
}
