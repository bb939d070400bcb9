import type { PersonalInfoRow } from '../../../../db/schema/index.js';
import { requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import type { PersonalInfoParent } from './personal-info.types.js';
import { missingItems } from './personal-info.validation.js';

// One read per resolved PersonalInfoState (a new parent object each time, so every subscription event
// re-reads), shared by its field resolvers.
const loads = new WeakMap<PersonalInfoParent, Promise<PersonalInfoRow | null>>();

/** The row, for the signed-in verified owner only; a User seen by anyone else shows no details. */
function details(p: PersonalInfoParent, ctx: GraphQLContext): Promise<PersonalInfoRow | null> {
  const viewer = ctx.viewer?.user;
  if (!viewer || viewer.id !== p.userId || !viewer.emailVerifiedAt) return Promise.resolve(null);
  let load = loads.get(p);
  if (!load) {
    load = ctx.services.personalInfo.find(p.userId);
    loads.set(p, load);
  }
  return load;
}

const isOwner = (p: PersonalInfoParent, ctx: GraphQLContext) =>
  ctx.viewer?.user.id === p.userId && Boolean(ctx.viewer.user.emailVerifiedAt);

export const personalInfoResolvers: Resolvers = {
  Query: {
    personalInfoFromRecords: (_p, _a, ctx) => ctx.services.personalInfo.fromRecords(requireVerified(ctx).user.id),
  },
  Mutation: {
    updatePersonalInfo: (_p, a, ctx) => ctx.services.personalInfo.update(requireVerified(ctx).user.id, a.input, a.validateOnly ?? false),
  },
  PersonalInfoState: {
    firstName: (p, _a, ctx) => (isOwner(p, ctx) ? p.firstName : null),
    lastName: (p, _a, ctx) => (isOwner(p, ctx) ? p.lastName : null),
    birthDate: async (p, _a, ctx) => (await details(p, ctx))?.birthDate ?? null,
    sexAtBirth: async (p, _a, ctx) => (await details(p, ctx))?.sexAtBirth ?? null,
    gender: async (p, _a, ctx) => (await details(p, ctx))?.gender ?? null,
    phone: async (p, _a, ctx) => (await details(p, ctx))?.phone ?? null,
    address: async (p, _a, ctx) => {
      const r = await details(p, ctx);
      return r && { line: r.addressLine, city: r.city, postalCode: r.postalCode, country: r.country };
    },
    preferredLanguage: async (p, _a, ctx) => (await details(p, ctx))?.preferredLanguage ?? null,
    emergencyContact: async (p, _a, ctx) => {
      const r = await details(p, ctx);
      return r && { name: r.emergencyName, relation: r.emergencyRelation, phone: r.emergencyPhone };
    },
    bloodType: async (p, _a, ctx) => (await details(p, ctx))?.bloodType ?? null,
    heightCm: async (p, _a, ctx) => (await details(p, ctx))?.heightCm ?? null,
    weightKg: async (p, _a, ctx) => (await details(p, ctx))?.weightKg ?? null,
    missing: async (p, _a, ctx) => {
      if (!isOwner(p, ctx)) return null;
      const r = await details(p, ctx);
      return missingItems({
        firstName: p.firstName ?? '',
        lastName: p.lastName ?? '',
        birthDate: r?.birthDate ?? null,
        sexAtBirth: r?.sexAtBirth ?? null,
        phone: r?.phone ?? null,
        addressLine: r?.addressLine ?? null,
        city: r?.city ?? null,
        postalCode: r?.postalCode ?? null,
        country: r?.country ?? null,
      });
    },
  },
  SexAtBirth: { FEMALE: 'female', MALE: 'male', INTERSEX: 'intersex', UNDISCLOSED: 'undisclosed' },
  Gender: { FEMALE: 'female', MALE: 'male', NON_BINARY: 'non_binary', OTHER: 'other', UNDISCLOSED: 'undisclosed' },
  BloodType: {
    A_POS: 'a_pos',
    A_NEG: 'a_neg',
    B_POS: 'b_pos',
    B_NEG: 'b_neg',
    AB_POS: 'ab_pos',
    AB_NEG: 'ab_neg',
    O_POS: 'o_pos',
    O_NEG: 'o_neg',
  },
  PreferredLanguage: { EN: 'en', FR: 'fr', AR: 'ar', ZH: 'zh' },
};
