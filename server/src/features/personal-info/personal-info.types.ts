// Shapes the personal-info resolvers pass around (codegen mappers point here).
import type { BloodType, Gender, PreferredLanguage, SexAtBirth } from '../../../../db/schema/index.js';

/** What User.personalInfo hands to its field resolvers: the owner and what the users row already holds. */
export interface PersonalInfoParent {
  userId: string;
  filled: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The validated form, ready to store (the names go to users, the rest to personal_info). */
export interface PersonalInfoData {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  sexAtBirth: SexAtBirth | null;
  gender: Gender | null;
  phone: string | null;
  addressLine: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  preferredLanguage: PreferredLanguage | null;
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyPhone: string | null;
  bloodType: BloodType | null;
  heightCm: number | null;
  weightKg: number | null;
}

export type DetailFields = Omit<PersonalInfoData, 'firstName' | 'lastName'>;

export interface FromRecordsView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  gender: Gender | null;
  phone: string | null;
  address: string | null;
  importedAt: Date;
}
