import { describe, expect, it } from 'vitest';
import { inPreferenceOrder } from './accept-order.js';

describe('inPreferenceOrder', () => {
  it('orders by q weight, then as listed, and drops what is weighted 0', () => {
    expect(inPreferenceOrder('application/json;q=0.5, application/graphql-response+json;q=1')).toBe(
      'application/graphql-response+json;q=1, application/json;q=0.5',
    );
    expect(inPreferenceOrder('application/graphql-response+json;q=0.2, application/json')).toBe(
      'application/json, application/graphql-response+json;q=0.2',
    );
    expect(inPreferenceOrder('application/json;q=0.8, application/graphql-response+json;q=0.8')).toBe(
      'application/json;q=0.8, application/graphql-response+json;q=0.8',
    );
    expect(inPreferenceOrder('application/json;q=0, application/graphql-response+json')).toBe('application/graphql-response+json');
  });

  it('leaves a header without weights as it is', () => {
    expect(inPreferenceOrder('application/json, text/plain, */*')).toBe('application/json, text/plain, */*');
    expect(inPreferenceOrder('Application/JSON; charset=utf-8')).toBe('Application/JSON; charset=utf-8');
  });
});
