// Members with names, and the follow/block edges the people features build on (relationships feature).
import { registerUser } from './account-helpers.js';
import { tokenFromMail } from './smtp-peer.js';
import type { TestApp } from './test-app.js';

export interface Member {
  token: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A verified member with the given names (health data and people features need a verified address). */
export async function member(t: TestApp, firstName = 'Test', lastName = 'Member'): Promise<Member> {
  const u = await registerUser(t, { firstName, lastName });
  const token = tokenFromMail(await t.smtp.waitFor(u.email, /confirm/i));
  const res = await t.gql('mutation ($t: String!) { verifyEmail(token: $t) { id } }', { t: token });
  if (res.errors) throw new Error(`verify failed: ${JSON.stringify(res.errors)}`);
  return { token: u.token, userId: u.user.id, email: u.email, firstName, lastName };
}

const TOGGLE = 'mutation ($u: ID!) { toggleFollow(userId: $u) { id isFollowed } }';

/** `a` follows `b` (toggles: call once per intended change). */
export async function follow(t: TestApp, a: Member, b: Member): Promise<void> {
  const res = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(TOGGLE, { u: b.userId }, a.token);
  if (!res.data?.toggleFollow.isFollowed) throw new Error(`follow failed: ${JSON.stringify(res)}`);
}

/** Both follow each other: what starting a conversation needs. */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  await follow(t, a, b);
  await follow(t, b, a);
}

export async function block(t: TestApp, a: Member, b: Member): Promise<void> {
  const res = await t.gql('mutation ($u: ID!) { blockPerson(userId: $u) { id blocked } }', { u: b.userId }, a.token);
  if (res.errors) throw new Error(`block failed: ${JSON.stringify(res.errors)}`);
}
