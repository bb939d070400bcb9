import { describe, expect, it } from 'vitest';
import { directMediaType } from './direct-post.js';

describe('directMediaType', () => {
  it("answers as yoga does for the Accept headers it takes (graphql-http-answers.test.ts compares the bodies)", () => {
    expect(directMediaType(undefined)).toBe('application/json');
    expect(directMediaType('')).toBe('application/json');
    expect(directMediaType('*/*')).toBe('application/json');
    expect(directMediaType('application/json')).toBe('application/json');
    expect(directMediaType('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(directMediaType('application/json, text/plain, */*')).toBe('application/json');
    expect(directMediaType('application/graphql-response+json')).toBe('application/graphql-response+json');
    expect(directMediaType('application/graphql-response+json, application/json;q=0.9')).toBe(
      'application/graphql-response+json',
    );
  });

  it('leaves to yoga every Accept whose answer it would have to negotiate', () => {
    expect(directMediaType('text/event-stream')).toBeNull();
    expect(directMediaType('application/graphql-response+json, text/event-stream')).toBeNull();
    expect(directMediaType('multipart/mixed')).toBeNull();
    expect(directMediaType('*/*, application/graphql-response+json')).toBeNull();
    expect(directMediaType('text/plain, application/json')).toBeNull();
    expect(directMediaType('text/html')).toBeNull();
  });
});
