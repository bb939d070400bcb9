// "Download everything" (GDPR Art. 15/20): one zip, streamed as it is built — README.txt, the FHIR R4 Bundle
// of the records (the fhir feature's export), the vital readings as CSV (streamed in batches) and a
// manifest.json with row counts and checksums. The download is audited before the first byte leaves.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../../../db/client.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { FhirExportService } from '../fhir/fhir-export.service.js';
import { VITALS } from '../vitals/vital-definitions.js';
import { CSV_COLUMNS, vitalsCsv } from './vitals-csv.js';
import type { CsvStats } from './vitals-csv.js';

export const EXPORT_FILES = {
  readme: 'README.txt',
  bundle: 'health-record.fhir.json',
  csv: 'vital-readings.csv',
  manifest: 'manifest.json',
} as const;

function readme(at: Date): string {
  const units = Object.values(VITALS).map((v) => `  ${v.kind.padEnd(16)} ${v.unit.padEnd(8)} LOINC ${v.code}`);
  return [
    'Your health portal data',
    `Exported ${at.toISOString()} (UTC).`,
    '',
    `${EXPORT_FILES.bundle}  Your medical records as a FHIR R4 Bundle (type "collection"): a Patient, then`,
    '    every record with its observations and attachments (base64). Any FHIR-capable system can import it.',
    `${EXPORT_FILES.csv}  Every vital reading, one per line (CSV, RFC 4180, UTF-8 with a byte-order mark).`,
    `    Columns: ${CSV_COLUMNS.join(', ')}.`,
    '    time_utc is ISO 8601 in UTC. value2 is the diastolic pressure for blood_pressure, empty otherwise.',
    '    Values are in the canonical unit of each vital (UCUM):',
    ...units,
    "    Text starting with = + - or @ is prefixed with ' so spreadsheets do not run it as a formula.",
    `${EXPORT_FILES.manifest}  The files with their row counts, sizes and SHA-256 checksums.`,
    '',
  ].join('\r\n');
}

export class DataExportService {
  /** Users with an export being built in this process: one at a time each (the Bundle is built in memory). */
  private readonly running = new Set<string>();

  constructor(private readonly d: { db: Db; fhirExport: FhirExportService; audit: AuditWriter }) {}

  /** Audits, builds the Bundle, then returns the zip as a stream that reads the readings as it is consumed. */
  async open(actor: AuditActor): Promise<Readable> {
    if (this.running.has(actor.userId))
      throw new AppError('RATE_LIMITED', 'An export is already being prepared. Wait for it to finish.');
    this.running.add(actor.userId);
    try {
      await this.d.audit.record(actor, own(actor, 'account.export'));
      const bundle = (await this.d.fhirExport.exportBundle(actor)) as { entry?: unknown[] };
      return this.zip(actor.userId, JSON.stringify(bundle, null, 2), bundle.entry?.length ?? 0);
    } catch (err) {
      this.running.delete(actor.userId);
      throw err;
    }
  }

  private zip(userId: string, bundle: string, entries: number): Readable {
    const at = new Date();
    const zip = new ZipArchive({ zlib: { level: 6 } });
    const release = () => this.running.delete(userId);
    zip.once('close', release).once('end', release).once('error', release);
    zip.append(readme(at), { name: EXPORT_FILES.readme, date: at });
    zip.append(bundle, { name: EXPORT_FILES.bundle, date: at });
    let stats: CsvStats | null = null;
    const csv = Readable.from(vitalsCsv(this.d.db, userId, (s) => (stats = s)));
    // A database failure mid-way must break the download, not end it as a valid but truncated zip.
    csv.once('error', (err) => zip.destroy(err));
    csv.once('end', () => {
      const manifest = {
        exportedAt: at.toISOString(),
        files: [
          {
            name: EXPORT_FILES.bundle,
            format: 'FHIR R4 Bundle (JSON)',
            entries,
            bytes: Buffer.byteLength(bundle),
            sha256: sha256(bundle),
          },
          {
            name: EXPORT_FILES.csv,
            format: 'CSV (RFC 4180)',
            rows: stats?.rows ?? 0,
            bytes: stats?.bytes ?? 0,
            sha256: stats?.sha256 ?? null,
          },
        ],
      };
      zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: EXPORT_FILES.manifest, date: at });
      void zip.finalize();
    });
    zip.append(csv, { name: EXPORT_FILES.csv, date: at });
    return zip;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
