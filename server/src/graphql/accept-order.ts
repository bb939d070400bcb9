// GraphQL over HTTP: the server "MUST respect the given Accept header and attempt to encode the response in the
// highest priority media type listed that is supported". graphql-yoga (and the direct POST path) take the types in
// the order listed and ignore `q` weights, so `application/json;q=0.5, application/graphql-response+json` was
// answered as application/json. The /graphql route puts the header in preference order first: by weight (RFC 9110
// §12.5.1), then as listed; a type weighted 0 ("not acceptable") is dropped.

/** The Accept header's media ranges, most preferred first, parameters kept; unchanged when it has no weights. */
export function inPreferenceOrder(accept: string): string {
  if (!accept.toLowerCase().includes('q=')) return accept;
  return accept
    .split(',')
    .map((range, i) => {
      const q = /;\s*q\s*=\s*([0-9.]+)/i.exec(range)?.[1];
      const weight = q === undefined ? 1 : Number(q);
      return { range: range.trim(), weight: Number.isFinite(weight) ? weight : 1, i };
    })
    .filter((r) => r.weight > 0 && r.range)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((r) => r.range)
    .join(', ');
}
