// Every GraphQL door (HTTP, SSE, graphql-ws, the REST facade) runs through envelop's execute/subscribe, so
// this one check covers every String and ID argument of the schema, whether sent as a variable or a literal.
import { visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { controlCharError, findControlChar } from '../lib/control-chars.js';

/**
 * The literals' verdict per document: documents come from yoga's parse cache, so one sent a thousand times is
 * walked once (the walk was a visible part of every signed-in request's CPU). Variables are checked each time.
 */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

function offendingInput(document: DocumentNode, variables: unknown): string | null {
  const inVariables = findControlChar(variables ?? {}, '');
  if (inVariables) return inVariables;
  let verdict = literalVerdicts.get(document);
  if (verdict === undefined) literalVerdicts.set(document, (verdict = offendingLiteral(document)));
  return verdict;
}

function offendingLiteral(document: DocumentNode): string | null {
  let hit: string | null = null;
  const args: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => void args.push(node.name.value),
      leave: () => void args.pop(),
    },
    ObjectField: {
      enter: (node) => void args.push(node.name.value),
      leave: () => void args.pop(),
    },
    StringValue(node) {
      if (!hit && findControlChar(node.value, 'x')) hit = args.join('.') || 'query';
    },
  });
  return hit;
}

export function useRejectControlChars(): Plugin {
  const check = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: DocumentNode; variableValues?: unknown };
    setResultAndStopExecution: (result: { errors: readonly Error[] }) => void;
  }) => {
    const field = offendingInput(args.document, args.variableValues);
    if (!field) return;
    const error = controlCharError(field);
    // Refused before execution, so the answer has no `data`: a request error, which the GraphQL over HTTP spec
    // answers 400 under application/graphql-response+json (and 200 under application/json: `spec`), as yoga
    // does for validation errors. yoga strips `http` from what it sends.
    error.extensions['http'] = { spec: true, status: 400 };
    setResultAndStopExecution({ errors: [error] });
  };
  return {
    onExecute: (payload) => check(payload),
    onSubscribe: (payload) => check(payload),
  };
}
