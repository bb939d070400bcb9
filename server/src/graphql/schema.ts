// One executable schema: every SDL file in schema/ plus each feature's resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { accountResolvers } from '../features/account/account.resolvers.js';
import { clinicalRangesResolvers } from '../features/clinical-ranges/clinical-ranges.resolvers.js';
import { gadgetsResolvers } from '../features/gadgets/gadgets.resolvers.js';
import { vitalsResolvers } from '../features/vitals/vitals.resolvers.js';
import { auditResolvers } from '../features/audit/audit.resolvers.js';
import { fhirResolvers } from '../features/fhir/fhir.resolvers.js';
import { recordsResolvers } from '../features/records/records.resolvers.js';
import { twinResolvers } from '../features/twin/twin.resolvers.js';
import { notificationsResolvers } from '../features/notifications/notifications.resolvers.js';
import { myDataResolvers } from '../features/my-data/my-data.resolvers.js';
import { sessionsResolvers } from '../features/sessions/sessions.resolvers.js';
import { twoFactorResolvers } from '../features/two-factor/two-factor.resolvers.js';
import { adminResolvers } from '../features/admin/admin.resolvers.js';
import { preferencesResolvers } from '../features/preferences/preferences.resolvers.js';
import { personalInfoResolvers } from '../features/personal-info/personal-info.resolvers.js';
import { invoicesResolvers } from '../features/invoices/invoices.resolvers.js';
import { messagesResolvers } from '../features/messages/messages.resolvers.js';
import { ticketsResolvers } from '../features/tickets/tickets.resolvers.js';
import { relationshipsResolvers } from '../features/relationships/relationships.resolvers.js';
import { notesResolvers } from '../features/notes/notes.resolvers.js';
import { blogResolvers } from '../features/blog/blog.resolvers.js';
import { aiResolvers } from '../features/ai/ai.resolvers.js';
import { chatResolvers } from '../features/chat/chat.resolvers.js';
import { contactsResolvers } from '../features/contacts/contacts.resolvers.js';
import { postsResolvers } from '../features/posts/posts.resolvers.js';
import { profileResolvers } from '../features/profile/profile.resolvers.js';
import { shopResolvers } from '../features/shop/shop.resolvers.js';
import type { ServerContext } from './auth-context.js';
import type { GraphQLContext } from './context.js';
import type { Resolvers } from './resolvers-types.generated.js';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'));
}

const baseResolvers: Resolvers = {
  Query: { health: () => true },
};

export function buildSchema() {
  return createSchema<ServerContext & GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      baseResolvers,
      accountResolvers,
      gadgetsResolvers,
      vitalsResolvers,
      recordsResolvers,
      fhirResolvers,
      twinResolvers,
      auditResolvers,
      clinicalRangesResolvers,
      notificationsResolvers,
      myDataResolvers,
      sessionsResolvers,
      twoFactorResolvers,
      adminResolvers,
      preferencesResolvers,
      personalInfoResolvers,
      invoicesResolvers,
      messagesResolvers,
      ticketsResolvers,
      relationshipsResolvers,
      notesResolvers,
      blogResolvers,
      aiResolvers,
      chatResolvers,
      contactsResolvers,
      postsResolvers,
      profileResolvers,
      shopResolvers,
    ] as never[],
  });
}
