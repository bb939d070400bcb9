// Every GraphQL door (HTTP, SSE, graphql-ws, the REST facade) runs through envelop's execute/subscribe, so
// this one check covers every String and ID argument of the schema, whether sent as a variable or a literal.
import { visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { controlCharError, findControlChar } from '../lib/control-chars.js';

// What a document's walk finds is kept per document: documents come from yoga's parse cache, so one sent a
// thousand times is walked once (the walk was a visible part of every signed-in request's CPU). Variables are
// checked each time.
interface DocumentFacts {
  /** The first literal holding a control character, as its argument path, or null. */
  literal: string | null;
  /** Where each variable is first passed, as an argument path (`register(firstName: $fn)`: fn → firstName). */
  variableArgs: Map<string, string>;
}
const documentFacts = new WeakMap<DocumentNode, DocumentFacts>();

function offendingInput(document: DocumentNode, variables: unknown): string | null {
  let facts = documentFacts.get(document);
  if (!facts) documentFacts.set(document, (facts = factsOf(document)));
  const inVariables = findControlChar(variables ?? {}, '');
  if (inVariables) return asArgumentPath(inVariables, facts.variableArgs);
  return facts.literal;
}

/**
 * A variable's path (`fn`, `in.lines[0].name`) in the schema's terms: the field a person filled is named by the
 * argument, as every other refusal names it, not by whatever the client called its variable.
 */
function asArgumentPath(path: string, variableArgs: Map<string, string>): string {
  const name = /^[^.[]+/.exec(path)?.[0] ?? path;
  const arg = variableArgs.get(name);
  return arg ? arg + path.slice(name.length) : path;
}

function factsOf(document: DocumentNode): DocumentFacts {
  let hit: string | null = null;
  const variableArgs = new Map<string, string>();
  const args: string[] = [];
  visit(document, {
    VariableDefinition: () => false,
    Variable(node) {
      if (args.length && !variableArgs.has(node.name.value)) variableArgs.set(node.name.value, args.join('.'));
    },
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
  return { literal: hit, variableArgs };
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
