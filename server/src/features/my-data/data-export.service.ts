// "Download everything" (GDPR Art. 15/20): one zip, streamed as it is built — README.txt, the FHIR R4 Bundle
// of the records (the fhir feature's export), the vital readings as CSV (streamed in batches), every other row
// the portal holds about the holder as JSON, one file per table (export-policy.ts decides which), the files
// they uploaded or were sent, and a manifest.json with row counts and checksums. The download is audited
// before the first byte leaves.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../../../db/client.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { FhirExportService } from '../fhir/fhir-export.service.js';
import { VITALS } from '../vitals/vital-definitions.js';
import { USER_COLUMNS } from './export-policy.js';
import { collectTables } from './export-tables.js';
import type { ExportTables } from './export-tables.js';
import { myDataRepository } from './my-data.repository.js';
import { CSV_COLUMNS, vitalsCsv } from './vitals-csv.js';
import type { CsvStats } from './vitals-csv.js';

export const EXPORT_FILES = {
  readme: 'README.txt',
  bundle: 'health-record.fhir.json',
  csv: 'vital-readings.csv',
  manifest: 'manifest.json',
} as const;

export const dataFileOf = (table: string) => `data/${table}.json`;

/** files/<upload id>-<name>: the id keeps two files of the same name apart; the name is kept to what any disk takes. */
export function uploadFileOf(id: string, filename: string): string {
  const safe = filename.replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^[. ]+/, '').slice(0, 100) || 'file';
  return `files/${id}-${safe}`;
}

interface UploadRow {
  id: string;
  filename: string;
  size: number;
  sha256: string;
}

function uploadsOf(tables: ExportTables): UploadRow[] {
  return (tables.get('uploads') ?? []) as unknown as UploadRow[];
}

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
    'data/<table>.json  Every other row the portal holds about you, one file per table, as stored: a JSON array',
    '    of objects whose keys are the column names. Times are ISO 8601 with their UTC offset. This includes your',
    '    account, profile, settings, notes, messages (also those sent to you), chat conversations, tickets, orders,',
    '    invoices, posts, comments, contacts, gallery, AI chat, alerts, gadgets, sleep, sessions and who read your data.',
    '    Other people appear by their account id only. A session in data/sessions.json has ended when it has a',
    '    revoked_at, or when it started before tokens_valid_after in data/users.json (a ban or a new password).',
    'files/  The files you uploaded and the files sent to you; data/uploads.json names each one ("file").',
    `${EXPORT_FILES.manifest}  The files with their row counts, sizes and SHA-256 checksums.`,
    '',
    'Not included, and why:',
    '  Passwords, gadget keys, two-factor secrets and recovery codes: only hashes or ciphertext are stored; they',
    '    are secrets and useless outside the portal.',
    ...Object.entries(USER_COLUMNS).flatMap(([col, d]) => (!d.export && 'why' in d ? [`  ${col}: ${d.why}.`] : [])),
    '  Search helpers the portal derives from your text (users.search_text) and the thumbnails it makes of images.',
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
      const tables = await collectTables(this.d.db, actor.userId);
      return this.zip(actor.userId, JSON.stringify(bundle, null, 2), bundle.entry?.length ?? 0, tables);
    } catch (err) {
      this.running.delete(actor.userId);
      throw err;
    }
  }

  private zip(userId: string, bundle: string, entries: number, tables: ExportTables): Readable {
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
          ...dataFiles,
          ...files,
        ],
      };
      zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: EXPORT_FILES.manifest, date: at });
      void zip.finalize();
    });
    zip.append(csv, { name: EXPORT_FILES.csv, date: at });
    // Queued after the CSV; the manifest above is queued after them, when the CSV has been read.
    const dataFiles = this.appendTables(zip, tables, at);
    const files = this.appendUploads(zip, uploadsOf(tables), at);
    return zip;
  }

  private appendTables(zip: ZipArchive, tables: ExportTables, at: Date) {
    const files = [];
    for (const [table, rows] of tables) {
      const name = dataFileOf(table);
      const withFiles = table === 'uploads' ? rows.map((r) => ({ ...r, file: uploadFileOf(String(r['id']), String(r['filename'])) })) : rows;
      const text = `${JSON.stringify(withFiles, null, 2)}\n`;
      zip.append(text, { name, date: at });
      files.push({ name, format: 'JSON', rows: rows.length, bytes: Buffer.byteLength(text), sha256: sha256(text) });
    }
    return files;
  }

  /** Each file's bytes are read only when the zip reaches it, so a member's files are never all in memory. */
  private appendUploads(zip: ZipArchive, uploads: readonly UploadRow[], at: Date) {
    const db = this.d.db;
    return uploads.map((u) => {
      const name = uploadFileOf(u.id, u.filename);
      const bytes = Readable.from(
        (async function* () {
          const content = await myDataRepository.uploadContent(db, u.id);
          // Deleted since its row was read: an empty file, and the manifest's checksum tells it apart.
          if (content) yield Buffer.from(content);
        })(),
      );
      bytes.once('error', (err) => zip.destroy(err));
      zip.append(bytes, { name, date: at });
      return { name, format: 'file', bytes: u.size, sha256: u.sha256 };
    });
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
