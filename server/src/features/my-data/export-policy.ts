// What "Download everything" puts in its data/ folder besides the FHIR Bundle and the readings CSV. Decided
// per column that holds a user id, the same list the deletion sweeps (myDataRepository.userColumns, read from
// the catalog): the export test fails on a column with no decision, so a table added later cannot be left out
// of the copy by forgetting it, any more than it can survive a deletion.
//
// The rule for each decision (GDPR Art. 15 and 20): what is about the holder or was given by them goes in;
// what is about someone else (another member's address book, the tickets a staff member handles) or is a
// secret (password, key and code hashes) does not. Rows reach the file as stored, one JSON file per table,
// so what the portal holds is what the holder sees; only the columns in OMIT_COLUMNS are never read.

export type ColumnDecision =
  | { export: true; /** A fixed SQL condition on the same row, when only some of the column's rows are theirs. */ also?: string }
  | { export: false; why: string }
  /** In another file of the zip, in a richer form (the FHIR Bundle, the readings CSV). */
  | { export: false; elsewhere: string };

/** Keyed "table.column". Columns exported elsewhere in the zip say where. */
export const USER_COLUMNS: Readonly<Record<string, ColumnDecision>> = {
  'admin_audit.actor_user_id': { export: false, why: 'what you did as an administrator is about the accounts you acted on' },
  'admin_audit.target_user_id': { export: true },
  'ai_messages.user_id': { export: true },
  'ai_states.user_id': { export: true },
  'alert_thresholds.user_id': { export: true },
  // Who read or changed your data (Art. 15(1)(c)); your own actions on other people's data are theirs.
  'audit_log.subject_user_id': { export: true },
  'audit_log.actor_user_id': { export: true, also: 'subject_user_id IS NULL' },
  'blocks.blocker_id': { export: true },
  'blocks.blocked_id': { export: false, why: "who blocked you is that member's own choice, and telling it could put them at risk" },
  'blog_comments.author_id': { export: true },
  'blog_post_views.viewer_id': { export: true },
  'blog_posts.author_id': { export: true },
  'cart_items.user_id': { export: true },
  'chat_messages.sender_id': { export: true },
  'contacts.owner_id': { export: true },
  'contacts.linked_user_id': { export: false, why: "another member's address book" },
  'conversation_members.user_id': { export: true },
  'conversations.user_low_id': { export: true },
  'conversations.user_high_id': { export: true },
  'critical_alert_mails.user_id': { export: true },
  'email_tokens.user_id': { export: false, why: 'single-use links; only a hash of each is stored, and it is a secret' },
  'follows.follower_id': { export: true },
  'follows.followee_id': { export: true },
  'gadgets.user_id': { export: true },
  'gallery_images.owner_id': { export: true },
  'invoice_events.actor_id': { export: false, why: "as staff, events of other people's invoices" },
  'invoice_payments.recorded_by': { export: false, why: "as staff, payments of other people's invoices" },
  'invoices.user_id': { export: true },
  'mailbox_entries.owner_id': { export: true },
  'medical_records.user_id': { export: false, elsewhere: 'health-record.fhir.json' },
  // Only messages sent: a draft lists its recipients too, and the writer has not told them anything yet.
  'message_recipients.user_id': {
    export: true,
    also: 'EXISTS (SELECT 1 FROM messages m WHERE m.id = message_recipients.message_id AND m.sent_at IS NOT NULL)',
  },
  'messages.sender_id': { export: true },
  'messaging_settings.user_id': { export: true },
  'notes.user_id': { export: true },
  'notification_settings.user_id': { export: true },
  'observations.user_id': { export: false, elsewhere: 'health-record.fhir.json' },
  'orders.user_id': { export: true },
  'patient_suggestions.user_id': { export: true },
  'personal_info.user_id': { export: true },
  'post_comments.author_id': { export: true },
  'post_likes.user_id': { export: true },
  'posts.author_id': { export: true },
  'product_reviews.user_id': { export: true },
  'profiles.user_id': { export: true },
  'recovery_codes.user_id': { export: false, why: 'only hashes of the codes are stored, and they are secrets' },
  'sessions.user_id': { export: true },
  'sleep_sessions.user_id': { export: true },
  // Their own tickets' messages come with the tickets (FOLLOW); what they wrote as staff on other members'
  // tickets is about those members.
  'ticket_messages.author_id': {
    export: true,
    also: 'ticket_id IN (SELECT t.id FROM tickets t WHERE t.owner_id = ticket_messages.author_id)',
  },
  'tickets.owner_id': { export: true },
  'tickets.assignee_id': { export: false, why: "as staff, other members' tickets" },
  'two_factor.user_id': { export: true },
  'uploads.owner_id': { export: true },
  'user_preferences.user_id': { export: true },
  'vital_alerts.user_id': { export: true },
  'vital_readings.user_id': { export: false, elsewhere: 'vital-readings.csv' },
  'vital_rollups.user_id': { export: false, why: 'hourly sums computed from the readings in vital-readings.csv' },
  'weekly_summary_sends.user_id': { export: true },
};

/** The account row itself, exported from `users` by its id. */
export const ACCOUNT_TABLE = 'users';

/**
 * Never read: secrets and what is only derived for search. Uploads' bytes are not in their JSON row: each file
 * is in files/ (its thumbnail, made by the server from it, is left out).
 */
export const OMIT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // tokens_valid_after stays: a session that started before it has ended (a ban, a new password), though its row
  // in data/sessions.json has no revoked_at.
  users: ['password_hash', 'search_text'],
  gadgets: ['key_hash'],
  two_factor: ['secret_cipher', 'last_time_step'],
  uploads: ['content', 'thumb'],
  // The administrator's identity is theirs; the action, its reason and its time are about you.
  admin_audit: ['actor_user_id', 'actor_email'],
};

/**
 * After the rows above, in this order: rows of `table` that belong to an exported row of `parent` (their
 * `column` holds its id: the messages of your conversations, the lines of your invoices, the comments on your
 * posts), and rows of `parent` that an exported row of `table` points at by `column` (a message in your
 * mailbox, written by someone else; a file attached to it).
 */
export type FollowStep =
  | { children: string; column: string; parent: string }
  | { referencedBy: string; column: string; target: string };

export const FOLLOW: readonly FollowStep[] = [
  { referencedBy: 'mailbox_entries', column: 'message_id', target: 'messages' },
  { children: 'message_recipients', column: 'message_id', parent: 'messages' },
  { children: 'message_attachments', column: 'message_id', parent: 'messages' },
  { children: 'chat_messages', column: 'conversation_id', parent: 'conversations' },
  { children: 'chat_message_attachments', column: 'message_id', parent: 'chat_messages' },
  { children: 'ticket_messages', column: 'ticket_id', parent: 'tickets' },
  { children: 'invoice_lines', column: 'invoice_id', parent: 'invoices' },
  { children: 'invoice_payments', column: 'invoice_id', parent: 'invoices' },
  { children: 'invoice_events', column: 'invoice_id', parent: 'invoices' },
  { children: 'order_items', column: 'order_id', parent: 'orders' },
  { children: 'post_comments', column: 'post_id', parent: 'posts' },
  { children: 'post_likes', column: 'post_id', parent: 'posts' },
  { children: 'post_images', column: 'post_id', parent: 'posts' },
  { children: 'post_health_snapshots', column: 'post_id', parent: 'posts' },
  { children: 'blog_comments', column: 'post_id', parent: 'blog_posts' },
  { referencedBy: 'message_attachments', column: 'upload_id', target: 'uploads' },
  { referencedBy: 'chat_message_attachments', column: 'upload_id', target: 'uploads' },
];
