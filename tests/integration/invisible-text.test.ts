// Text that draws nothing: only spaces and invisible characters (zero-width space, word joiner, a bidi mark,
// the Hangul filler). A comment, reply, post, chat message or contact's first name made of them was stored and
// shown as an empty line or a nameless contact; it is refused like an empty one (BAD_USER_INPUT, REQUIRED),
// while a text with a zero-width joiner inside a visible word (an emoji sequence) still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const INVISIBLE = ['\u200b', '\u200b \u2060\ufeff', '\u200f\u200e', '\u3164', ' \u00a0\u200d '];
let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let postId = '';
let commentId = '';
let conversationId = '';
beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = [await verifiedUser(t), await verifiedUser(t)];
  const follow = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id } }';
  await t.gql(follow, { id: bob.userId }, ann.token);
  await t.gql(follow, { id: ann.userId }, bob.token);
  const post = await t.gql<{ createPost: { id: string } }>('mutation { createPost(input: { body: "Hello" }) { id } }', {}, ann.token);
  postId = post.data!.createPost.id;
  const c = await t.gql<{ addPostComment: { id: string } }>('mutation C($p: ID!) { addPostComment(postId: $p, body: "Hi") { id } }', { p: postId }, bob.token);
  commentId = c.data!.addPostComment.id;
  const conv = await t.gql<{ startConversation: { id: string } }>('mutation S($u: ID!) { startConversation(userId: $u) { id } }', { u: bob.userId }, ann.token);
  conversationId = conv.data!.startConversation.id;
});
afterAll(() => t.close());

const refusal = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => {
  const ext = res.errors?.[0]?.extensions;
  return ext ? `${String(ext['code'])} ${String(ext['field'])} ${String(ext['reason'])}` : 'accepted';
};

describe('text that shows nothing', () => {
  it.each(INVISIBLE)('is refused as empty: %j', async (text) => {
    const [post, comment, reply, message, contact] = await Promise.all([
      t.gql('mutation P($b: String!) { createPost(input: { body: $b }) { id } }', { b: text }, ann.token),
      t.gql('mutation C($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: postId, b: text }, ann.token),
      t.gql('mutation R($p: ID!, $c: ID!, $b: String!) { addPostReply(postId: $p, commentId: $c, body: $b) { id } }', { p: postId, c: commentId, b: text }, ann.token),
      t.gql('mutation M($c: ID!, $m: String) { sendMessage(conversationId: $c, msg: $m) { id } }', { c: conversationId, m: text }, ann.token),
      t.gql('mutation A($f: String!) { addContact(input: { firstname: $f }) { id } }', { f: text }, ann.token),
    ]);
    expect([post, comment, reply, message, contact].map(refusal)).toEqual([
      'BAD_USER_INPUT body REQUIRED',
      'BAD_USER_INPUT body REQUIRED',
      'BAD_USER_INPUT body REQUIRED',
      'BAD_USER_INPUT msg REQUIRED',
      'BAD_USER_INPUT firstname REQUIRED',
    ]);
  });

  it('a visible text with invisible characters inside is kept as written', async () => {
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    const res = await t.gql<{ addPostComment: { body: string } }>(
      'mutation C($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { body } }',
      { p: postId, b: ` ${family} ` },
      bob.token,
    );
    expect(res.data?.addPostComment.body).toBe(family);
  });
});
