// A condition one feature lends another's statement (e.g. "this device key is still live" for the ingest
// statement): a template written with sql.placeholder() and the values for it. The template's text is the
// same for every use, so the borrowing statement can be compiled once (db/client.ts compileStatement).
import type { SQL } from 'drizzle-orm';

export interface SqlCondition {
  template: SQL;
  /** One value per placeholder; names are the lender's, so they must not clash with the borrower's. */
  values: Record<string, unknown>;
}
