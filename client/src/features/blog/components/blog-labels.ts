// Names shown for the blog's enums and people.
import type { BlogCategory } from '../../../gql/graphql';

export const BLOG_CATEGORIES: BlogCategory[] = ['HEART', 'SLEEP', 'DIABETES', 'NUTRITION', 'FITNESS', 'MENTAL_HEALTH'];

/** Category chip colours: theme tones, so they follow light/dark. */
export const CATEGORY_TONE: Record<BlogCategory, 'error' | 'secondary' | 'warning' | 'success' | 'info' | 'primary'> = {
  HEART: 'error',
  SLEEP: 'secondary',
  DIABETES: 'warning',
  NUTRITION: 'success',
  FITNESS: 'info',
  MENTAL_HEALTH: 'primary',
};
