export type DbSource =
  | { kind: 'postgres'; url: string; template: string; label: string }
  | { kind: 'pglite'; dumpFile: string; label: string };
