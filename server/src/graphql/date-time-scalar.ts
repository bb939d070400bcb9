// DateTime: an ISO 8601 instant with a time zone. Out: Date or an ISO string (event payloads are JSON);
// in: a Date, refused with BAD_USER_INPUT when the string has no zone or is not a real date (lib/calendar.ts).
import { GraphQLScalarType, Kind } from 'graphql';
import { parseInstant } from '../lib/calendar.js';
import { AppError } from '../lib/errors.js';

function parse(value: unknown): Date {
  const d = typeof value === 'string' ? parseInstant(value) : null;
  if (d) return d;
  throw new AppError('BAD_USER_INPUT', 'Expected an ISO 8601 date-time with a time zone, e.g. 2026-05-01T07:30:00Z.');
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new TypeError('DateTime cannot represent this value');
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new AppError('BAD_USER_INPUT', 'DateTime must be a string.');
    return parse(ast.value);
  },
});
