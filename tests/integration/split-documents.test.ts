// The build plugin that gives each GraphQL document a module of its own (client/build/split-documents.ts): the
// imports it rewrites, and every document of the generated file cut out whole (the build's browser test checks
// what /overview then loads: first-load.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { Kind, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentLiteral, rewriteImports } from '../../client/build/split-documents.js';

const GENERATED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/src/gql/graphql.ts');
const source = readFileSync(GENERATED, 'utf8');
/** The document as the module the plugin writes would export it (the literal is JavaScript, not JSON). */
const evaluate = (name: string) => runInNewContext(`(${documentLiteral(source, name)})`) as DocumentNode;

describe('split-documents: imports', () => {
  it('moves each document to its own module and leaves other names where they were', () => {
    const code = [
      'import { useQuery } from "@apollo/client/react";',
      'import { OverviewVitalsDocument, OverviewVitalReadingsDocument as Readings, helper } from "../../gql/graphql";',
      'const x = 1;',
    ].join('\n');
    expect(rewriteImports(code)).toBe(
      [
        'import { useQuery } from "@apollo/client/react";',
        'import { OverviewVitalsDocument } from "virtual:gql-document/OverviewVitalsDocument"; ' +
          'import { OverviewVitalReadingsDocument as Readings } from "virtual:gql-document/OverviewVitalReadingsDocument"; ' +
          'import { helper } from "../../gql/graphql";',
        'const x = 1;',
      ].join('\n'),
    );
  });

  it('keeps the line count of a multi-line import, and single quotes', () => {
    const code = "import {\n  AFragmentDoc,\n  BDocument,\n} from '../gql/graphql';\nconst after = 1;";
    const out = rewriteImports(code);
    expect(out?.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).toContain("import { AFragmentDoc } from 'virtual:gql-document/AFragmentDoc';");
    expect(out).toContain("import { BDocument } from 'virtual:gql-document/BDocument';");
    expect(out?.split('\n').at(-1)).toBe('const after = 1;');
  });

  it('leaves a module alone when it imports no document', () => {
    expect(rewriteImports('import { something } from "../gql/graphql";')).toBeNull();
    expect(rewriteImports('import { ADocument } from "./elsewhere";')).toBeNull();
  });
});

describe('split-documents: the generated documents', () => {
  const names = [...source.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = /gm)].map((m) => m[1] ?? '');

  it('cuts every document out whole, as an AST that prints as GraphQL', () => {
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) {
      const doc = evaluate(name);
      expect(doc.kind, name).toBe(Kind.DOCUMENT);
      expect(print(doc).length, name).toBeGreaterThan(10);
    }
  });

  it('carries the fragments a document spreads', () => {
    const doc = evaluate('OverviewVitalsDocument');
    const printed = print(doc);
    expect(printed).toContain('query OverviewVitals');
    expect(printed).toContain('fragment OverviewReading on VitalReading');
  });

  it('names a missing document in its error', () => {
    expect(() => documentLiteral(source, 'NoSuchDocument')).toThrow(/NoSuchDocument is not in the generated documents/);
  });
});
