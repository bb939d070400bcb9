// A fresh database for one test file, cloned from the run's migrated template (see global-setup.ts).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../../db/client.js';
import type { Database } from '../../db/client.js';
import { cloneTemplate, dropDatabase, withDatabase } from './postgres-admin.js';

export interface TestDatabase extends Database {
  /** Connection URL when on PostgreSQL (to start a second app instance on the same data). */
  url: string | undefined;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('dbSource');
  if (source.kind === 'postgres') {
    const name = await cloneTemplate(source.url, source.template);
    const url = withDatabase(source.url, name);
    const db = await openDatabase({ url, poolMax: 5 });
    return {
      ...db,
      url,
      dispose: async () => {
        await db.close();
        await dropDatabase(source.url, name);
      },
    };
  }
  const dump = new Blob([await readFile(source.dumpFile)]);
  const db = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  return { ...db, url: undefined, dispose: () => db.close() };
}
