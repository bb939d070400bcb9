// Demo data for profiles: a small community around the demo account (the two care-circle members the chat
// seed also uses, same e-mails, plus a physiotherapist), follows both ways with the demo account, a few posts
// with likes, comments and a reply, and gallery images drawn from SVG (stored through the uploads feature,
// so they get the same re-encoding and thumbnails as real uploads). Idempotent: safe on every start.
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client.js';
import { follows, galleryImages, postComments, postImages, postLikes, posts, profiles, users } from '../schema/index.js';
import { DEMO_ACCOUNT } from '../seed.js';

/** They can sign in too, with the demo account's password. */
export const DEMO_COMMUNITY = [
  { email: 'maya.chen@health-portal.local', firstName: 'Maya', lastName: 'Chen', colour: '#5d87ff' },
  { email: 'omar.haddad@health-portal.local', firstName: 'Omar', lastName: 'Haddad', colour: '#13deb9' },
  { email: 'sofia.rossi@health-portal.local', firstName: 'Sofia', lastName: 'Rossi', colour: '#fa896b' },
] as const;

export type StoreImage = (ownerId: string, bytes: Buffer, filename: string) => Promise<{ id: string }>;

const HOUR = 3_600_000;

async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

async function ensureMember(db: Db, hash: (p: string) => Promise<string>, m: (typeof DEMO_COMMUNITY)[number]) {
  const existing = await userIdByEmail(db, m.email);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ email: m.email, firstName: m.firstName, lastName: m.lastName, passwordHash: await hash(DEMO_ACCOUNT.password), emailVerifiedAt: new Date() })
    .onConflictDoNothing();
  return userIdByEmail(db, m.email);
}

/** A small landscape-ish picture: sky, hills and a sun in the member's colour, as PNG. */
function picture(colour: string, variant: number, width = 640, height = 420): Promise<Buffer> {
  const sun = 120 + variant * 140;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f6f9ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${sun}" cy="${110 + variant * 20}" r="46" fill="#ffd166"/>
    <path d="M0 ${height - 120} Q ${width / 3} ${height - 220 + variant * 30} ${width / 1.6} ${height - 130} T ${width} ${height - 150} V ${height} H 0 Z" fill="#2a9d8f" opacity=".85"/>
    <path d="M0 ${height - 60} Q ${width / 2} ${height - 140} ${width} ${height - 70} V ${height} H 0 Z" fill="#264653" opacity=".9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function addGallery(db: Db, store: StoreImage, ownerId: string, colour: string, titles: string[]) {
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    const up = await store(ownerId, await picture(colour, i), `${title.toLowerCase().replace(/\W+/g, '-')}.png`);
    await db.insert(galleryImages).values({ ownerId, uploadId: up.id, title, createdAt: new Date(Date.now() - (titles.length - i) * 24 * HOUR) });
    ids.push(up.id);
  }
  return ids;
}

export async function seedDemoProfiles(db: Db, hash: (password: string) => Promise<string>, store: StoreImage): Promise<boolean> {
  const demo = await userIdByEmail(db, DEMO_ACCOUNT.email);
  if (!demo) return false;
  const ids = await Promise.all(DEMO_COMMUNITY.map((m) => ensureMember(db, hash, m)));
  const [maya, omar, sofia] = ids;
  if (!maya || !omar || !sofia) return false;
  // Follows: the demo account and Maya/Omar follow each other; Sofia follows the demo account (follow back).
  const edges = [
    [demo, maya], [maya, demo], [demo, omar], [omar, demo], [sofia, demo], [maya, omar],
  ].map(([followerId, followeeId]) => ({ followerId: followerId as string, followeeId: followeeId as string }));
  await db.insert(follows).values(edges).onConflictDoNothing();

  const [had] = await db.select({ n: count() }).from(posts).where(eq(posts.authorId, maya));
  if ((had?.n ?? 0) > 0) return false;

  const [demoPics, mayaPics] = [
    await addGallery(db, store, demo, '#5d87ff', ['Morning walk', 'Lake trail', 'Garden']),
    await addGallery(db, store, maya, DEMO_COMMUNITY[0].colour, ['Weekend hike', 'Sunset']),
  ];
  await addGallery(db, store, sofia, DEMO_COMMUNITY[2].colour, ['Clinic garden']);
  await db.insert(profiles).values({ userId: demo, coverUploadId: demoPics[1] ?? null }).onConflictDoNothing();

  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const made = await db
    .insert(posts)
    .values([
      { authorId: demo, body: 'Finished my first 5 km walk since the surgery. Slow, but it felt great!', createdAt: at(30) },
      { authorId: maya, body: 'Weekend hike with the family. Mum kept up the whole way 💪', createdAt: at(20) },
      { authorId: omar, body: 'Reminder for my patients: a short walk after dinner helps blood sugar and sleep.', createdAt: at(8) },
      { authorId: sofia, body: 'Tip of the week: stretch your calves for two minutes before every walk.', createdAt: at(3) },
      { authorId: maya, body: 'Only for family: dinner at ours on Sunday?', visibility: 'followers', createdAt: at(1) },
    ])
    .returning({ id: posts.id, authorId: posts.authorId });
  const [first, hike, , tip] = made;
  if (!first || !hike || !tip) return true;
  if (mayaPics[0]) {
    await db.insert(postImages).values({ postId: hike.id, uploadId: mayaPics[0], position: 0 });
  }
  const likes = [[first.id, maya], [first.id, omar], [first.id, sofia], [hike.id, demo], [tip.id, demo]];
  await db.insert(postLikes).values(likes.map(([postId, userId]) => ({ postId: postId as string, userId: userId as string })));
  const [c1] = await db
    .insert(postComments)
    .values({ postId: first.id, authorId: omar, body: 'Well done! Keep the same pace this week.', createdAt: at(29), replyCount: 1 })
    .returning({ id: postComments.id });
  await db.insert(postComments).values([
    { postId: first.id, authorId: maya, body: 'So proud of you!', createdAt: at(28) },
    { postId: first.id, authorId: demo, parentId: c1?.id ?? null, body: 'Thank you, doctor. I will.', createdAt: at(27) },
    { postId: hike.id, authorId: demo, body: 'My legs still remember it 😄', createdAt: at(19) },
  ]);
  // Counters as the service keeps them.
  await db.execute(sql`UPDATE ${posts} p SET like_count = (SELECT count(*) FROM ${postLikes} l WHERE l.post_id = p.id),
    comment_count = (SELECT count(*) FROM ${postComments} c WHERE c.post_id = p.id) WHERE p.id IN (${sql.join(made.map((m) => sql`${m.id}::uuid`), sql`, `)})`);
  return true;
}
