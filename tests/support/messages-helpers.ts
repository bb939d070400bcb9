// Operations and small helpers of the messages and tickets tests. Nothing here asserts; the tests do.
import type { TestApp } from './test-app.js';
import { verifiedUser } from './vitals-helpers.js';
import type { VerifiedUser } from './vitals-helpers.js';

export const ENTRY = `id folder starred important checked read labels subject excerpt body sentAt updatedAt inReplyToEntryId
  from { id name careTeam } to { id name careTeam } attachments { id filename mime size url thumbUrl }`;
export const MAILBOX = `query Mailbox($view: MailView!, $label: MailLabel, $search: String, $offset: Int, $first: Int) {
  mailbox(view: $view, label: $label, search: $search, offset: $offset, first: $first) { total nodes { ${ENTRY} } } }`;
export const MAIL_ENTRY = `query Entry($id: ID!) { mailEntry(id: $id) { ${ENTRY} } }`;
export const COUNTS = 'query { mailCounts { unread inbox drafts spam trash starred important } }';
export const RECIPIENTS = 'query R($search: String) { mailRecipients(search: $search) { id name careTeam } }';
export const SAVE_DRAFT = `mutation Save($input: MailInput!) { saveMailDraft(input: $input) { ${ENTRY} } }`;
export const SEND = `mutation Send($input: MailInput!) { sendMail(input: $input) { ${ENTRY} } }`;
export const FLAGS = `mutation Flags($ids: [ID!]!, $flags: MailFlagsInput!) { setMailFlags(ids: $ids, flags: $flags) { ${ENTRY} } }`;
export const LABELS = `mutation Labels($ids: [ID!]!, $labels: [MailLabel!]!) { setMailLabels(ids: $ids, labels: $labels) { ${ENTRY} } }`;
export const MOVE = `mutation Move($ids: [ID!]!, $folder: MailFolder!) { moveMail(ids: $ids, folder: $folder) { ${ENTRY} } }`;
export const RESTORE = `mutation Restore($ids: [ID!]!) { restoreMail(ids: $ids) { ${ENTRY} } }`;
export const DELETE = 'mutation Delete($ids: [ID!]!) { deleteMail(ids: $ids) }';
export const SETTINGS = 'query { messagingSettings { emailOnMessage emailOnTicketAnswer } }';
export const UPDATE_SETTINGS = `mutation S($input: MessagingSettingsInput!) {
  updateMessagingSettings(input: $input) { emailOnMessage emailOnTicketAnswer } }`;
export const MAIL_RECEIVED = `subscription { mailReceived { ${ENTRY} } }`;

export interface Person { id: string; name: string; careTeam: boolean }
export interface Entry {
  id: string;
  folder: string;
  starred: boolean;
  important: boolean;
  checked: boolean;
  read: boolean;
  labels: string[];
  subject: string;
  excerpt: string;
  body: string;
  sentAt: string | null;
  inReplyToEntryId: string | null;
  from: Person;
  to: Person[];
  attachments: { id: string; filename: string; mime: string; url: string; thumbUrl: string | null }[];
}

/** A verified member with a given name (set through updatePersonalInfo). */
export async function namedUser(t: TestApp, firstName: string, lastName: string): Promise<VerifiedUser> {
  const u = await verifiedUser(t);
  const res = await t.gql(
    'mutation ($input: PersonalInfoInput!) { updatePersonalInfo(input: $input) { id } }',
    { input: { firstName, lastName } },
    u.token,
  );
  if (res.errors) throw new Error(`naming failed: ${JSON.stringify(res.errors)}`);
  return u;
}

/** A verified administrator (the care team). */
export async function adminUser(t: TestApp, firstName: string, lastName: string): Promise<VerifiedUser> {
  const u = await namedUser(t, firstName, lastName);
  await t.app.services.admin.setAdmin(null, u.userId, true);
  return u;
}

const TOGGLE_FOLLOW = 'mutation ($u: ID!) { toggleFollow(userId: $u) { id isFollowed } }';

/** Both follow each other: what two members need to write to each other (relationships.canMessage). */
export async function friends(t: TestApp, a: VerifiedUser, b: VerifiedUser): Promise<void> {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const res = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(TOGGLE_FOLLOW, { u: y.userId }, x.token);
    if (!res.data?.toggleFollow.isFollowed) throw new Error(`follow failed: ${JSON.stringify(res)}`);
  }
}
