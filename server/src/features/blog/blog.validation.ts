// Input rules for articles and comments: every text bounded, with the field named in the error.
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { BlogCategory, BlogStatus } from '../../../../db/schema/index.js';
import { BLOG_LIMITS as L } from './blog.types.js';
import type { BlogPostFields } from './blog.types.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function bounded(field: string, raw: string | null | undefined, max: number, label: string, required: boolean): string {
  const v = (raw ?? '').trim();
  if (required && !v) throw badInput(field, `${label} is required.`, 'REQUIRED');
  if (v.length > max)
    throw badInput(field, `${label} can have at most ${max.toLocaleString('en')} characters.`, { reason: 'TOO_LONG', max });
  return v;
}

/**
 * A plain-text excerpt from the Markdown body when the author gave none: the first paragraph of prose (not a
 * heading, list, table or quote), with links reduced to their text and emphasis marks removed.
 */
export function excerptFrom(body: string): string {
  const paragraph =
    body
      .split(/\n\s*\n/)
      .map((b) => b.trim())
      .find((b) => b && !/^(#|[-*+] |\d+\. |\||>|```)/.test(b)) ?? '';
  const plain = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[.,;:!?])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 200 ? `${plain.slice(0, 197).trimEnd()}…` : plain;
}

export function parsePostInput(input: {
  slug: string;
  title: string;
  excerpt?: string | null;
  body: string;
  category: BlogCategory;
  tags?: string[] | null;
  status: BlogStatus;
  coverUploadId?: string | null;
}): BlogPostFields {
  const slug = input.slug.trim();
  const slugRule = `Use ${L.slugMin}–${L.slug} lower-case letters, digits and single hyphens (e.g. sleep-hygiene).`;
  // A wrong length says which limit; a wrong character is worded by the client's own text for the slug field.
  if (slug.length < L.slugMin) throw badInput('slug', slugRule, { reason: 'TOO_SHORT', min: L.slugMin });
  if (slug.length > L.slug) throw badInput('slug', slugRule, { reason: 'TOO_LONG', max: L.slug });
  if (!SLUG.test(slug)) throw badInput('slug', slugRule);
  const title = bounded('title', input.title, L.title, 'The title', true);
  const body = bounded('body', input.body, L.body, 'The article', true);
  const excerpt = bounded('excerpt', input.excerpt, L.excerpt, 'The excerpt', false) || excerptFrom(body);
  const tags: string[] = [];
  for (const raw of input.tags ?? []) {
    const tag = bounded('tags', raw, L.tag, 'A tag', false);
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  if (tags.length > L.tags) throw badInput('tags', `At most ${L.tags} tags.`, { reason: 'TOO_MANY', max: L.tags });
  const cover = input.coverUploadId?.trim() || null;
  if (cover && !isUuid(cover)) throw badInput('coverUploadId', 'This cover image does not exist.');
  return { slug, title, excerpt, body, category: input.category, tags, status: input.status, coverUploadId: cover };
}

export function parseComment(raw: string): string {
  return bounded('body', raw, L.comment, 'The comment', true);
}
