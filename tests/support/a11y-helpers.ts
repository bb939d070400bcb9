// Shared set-up of the accessibility browser tests: a user whose pages are full (a simulator gadget with its
// backfill, the sample FHIR bundle imported, so records, twin indicators and the access log have rows; an
// invoice and a post of their own), every route of the app from client/src/app/paths.ts, and a "page is ready"
// wait.
import type { Page } from 'playwright-core';
import { FIRST_PAINT_ID } from '../../client/src/app/first-paint/id.js';
import { paths, recordPath } from '../../client/src/app/paths.js';
import type { RegisteredUser } from './account-helpers.js';
import { navigateToPage, settle, verifiedUser } from './browser.js';
import { importBundle, SAMPLE_BUNDLE } from './records-helpers.js';
import type { TestApp } from './test-app.js';
import { createProduct } from './shop-helpers.js';
import { addGadget } from './vitals-helpers.js';

export interface FullUser {
  user: RegisteredUser;
  recordId: string;
  /** Real objects for the other parameterised routes: another member, a published article, a product. */
  params: RouteParams;
}

export interface RouteParams {
  recordId: string;
  memberId: string;
  blogSlug: string;
  productId: string;
}

export async function userWithData(t: TestApp): Promise<FullUser> {
  const user = await verifiedUser(t, { firstName: 'Alma', lastName: 'Access' });
  await addGadget(t, user.token, 'SIMULATOR', 'Built-in simulator');
  await t.app.services.simulator.tick(Date.now());
  const imported = await importBundle(t, user.token, SAMPLE_BUNDLE);
  if (!imported.data) throw new Error(`import failed: ${JSON.stringify(imported.errors)}`);
  const list = await t.gql<{ records: { items: { id: string }[] } }>(
    'query R { records(pageSize: 1, sort: DATE_DESC) { items { id } } }',
    {},
    user.token,
  );
  const recordId = list.data?.records.items[0]?.id;
  if (!recordId) throw new Error(`no record after the import: ${JSON.stringify(list)}`);
  // An administrator publishes an article and lists a product; another member has a profile to visit.
  const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Admin' });
  await t.app.services.admin.setAdmin(null, admin.user.id, true);
  const blogSlug = 'axe-walk-article';
  const post = await t.gql(
    'mutation C($input: BlogPostInput!) { createBlogPost(input: $input) { id } }',
    { input: { slug: blogSlug, title: 'Sleep and your heart', body: '## Why sleep matters\n\n- rest\n- recovery', category: 'SLEEP', status: 'PUBLISHED' } },
    admin.token,
  );
  if (post.errors) throw new Error(`blog post failed: ${JSON.stringify(post.errors)}`);
  const productId = (await createProduct(t, admin.token, { name: 'Axe walk thermometer' })).id;
  // An invoice and a post of the user's own, so /invoices shows its filters and table and the profile its
  // comment field (a new account has neither).
  const dueDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const invoice = await t.gql(
    'mutation I($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }',
    { input: { userId: user.user.id, currency: 'EUR', dueDate, lines: [{ description: 'Consultation', quantity: 1, unitPriceMinor: 6500 }] } },
    admin.token,
  );
  if (invoice.errors) throw new Error(`invoice failed: ${JSON.stringify(invoice.errors)}`);
  const shared = await t.gql(
    'mutation P($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { body: 'Walked 8,000 steps today.' } },
    user.token,
  );
  if (shared.errors) throw new Error(`post failed: ${JSON.stringify(shared.errors)}`);
  return { user, recordId, params: { recordId, memberId: admin.user.id, blogSlug, productId } };
}

function flatten(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(flatten);
  return [];
}

export interface Routes {
  /** Guest screens and public pages, opened signed out. */
  guest: string[];
  /** Opened by a signed-in, unverified user (the guard sends verified users away). */
  unverified: string[];
  /** The signed-in area, with its parameters filled in. */
  signedIn: string[];
}

/**
 * Every route of paths.ts. The bare redirects ('/' and '/auth', which only forward to another listed route)
 * are left out; a new path added to paths.ts is walked without touching the tests.
 */
export function allRoutes(params: RouteParams): Routes {
  const all = flatten(paths).filter((p) => p !== paths.root && p !== paths.auth.root);
  const filled: Record<string, string> = {
    [paths.records.detail]: recordPath(params.recordId),
    [paths.userProfile.member]: paths.userProfile.member.replace(':userId', params.memberId),
    [paths.apps.blogDetail]: paths.apps.blogDetail.replace(':slug', params.blogSlug),
    [paths.shop.detail]: paths.shop.detail.replace(':id', params.productId),
  };
  const fill = (p: string) => {
    const route = filled[p] ?? p;
    if (route.includes('/:')) throw new Error(`${p} has a parameter: give allRoutes a real object for it`);
    return route;
  };
  return {
    guest: all.filter((p) => p.startsWith('/auth/') && p !== paths.auth.verifyEmail),
    unverified: [paths.auth.verifyEmail],
    signedIn: all.filter((p) => !p.startsWith('/auth/')).map(fill),
  };
}

/** Opens `route` and waits for its heading and for loading indicators to go (bounded: live pages keep streaming). */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await pageReady(page);
}

/**
 * Goes to `route` inside the running app (client-side navigation, as the menu does), then waits as openRoute
 * does, after the new page's own heading (the page before had one too) has replaced the previous one.
 */
export async function openRouteInApp(page: Page, route: string): Promise<void> {
  await navigateToPage(page, route, 'main h1');
  await pageReady(page);
}

async function pageReady(page: Page): Promise<void> {
  // A guest screen can come with its first paint (a build-time picture, inert and hidden from assistive technology,
  // with the app's root undisplayed under it): it has a heading too, but there is nothing for axe to audit until
  // the app has replaced it.
  await page.waitForFunction((id) => document.getElementById(id) === null, FIRST_PAINT_ID);
  await page.locator('main h1').first().waitFor();
  await page
    .waitForFunction(
      () => document.querySelectorAll('.MuiLinearProgress-root, .MuiSkeleton-root').length === 0,
      undefined,
      {
        timeout: 5_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  await settle(page);
}
