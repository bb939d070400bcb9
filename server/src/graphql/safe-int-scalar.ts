// SafeInt: an integer beyond GraphQL's 32-bit Int but within Number.MAX_SAFE_INTEGER, as a JSON number. For sums
// of money (InvoiceTotal.amountMinor): each invoice is capped (MAX_MINOR), a total of many is not, and Int would
// make the whole page fail once it passed 2^31 - 1. Past 2^53 a number is no longer exact, so that is an error
// rather than a silently rounded amount.
import { GraphQLScalarType, Kind } from 'graphql';
import { AppError } from '../lib/errors.js';

function parse(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new AppError('BAD_USER_INPUT', 'Expected a whole number within ±9007199254740991.');
}

export const SafeIntScalar = new GraphQLScalarType<number, number>({
  name: 'SafeInt',
  serialize(value) {
    const n = typeof value === 'bigint' ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n)) return n;
    throw new TypeError('SafeInt cannot represent a value that is not an integer within ±(2^53 - 1)');
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new AppError('BAD_USER_INPUT', 'SafeInt must be a whole number.');
    return parse(Number(ast.value));
  },
});
