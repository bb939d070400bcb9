// DateTime: an ISO 8601 instant with a time zone. Out: Date or an ISO string (event payloads are JSON);
// in: a Date, refused with BAD_USER_INPUT when the string has no zone or is not a date.
import { GraphQLScalarType, Kind } from 'graphql';
import { AppError } from '../lib/errors.js';

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function parse(value: unknown): Date {
  if (typeof value === 'string' && ISO_WITH_ZONE.test(value)) {
    const d = new Date(value);
    if (!Number.isNaN(d.getTime())) return d;
  }
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
