// Personal information: read and save the signed-in user's own details, recompute personalInfo.filled in
// the same transaction, announce the change after commit, offer what imported records say, and provide the
// demographics for the FHIR export. Names stay on users and are written through the account service.
import type { Db } from '../../../../db/client.js';
import type { PersonalInfoRow, UserRow } from '../../../../db/schema/index.js';
import { unauthenticated } from '../../lib/errors.js';
import type { PersonalInfoInput } from '../../graphql/resolvers-types.generated.js';
import type { AccountService } from '../account/account.service.js';
import type { RecordsService } from '../records/records.service.js';
import type { AccountDemographics, DemographicsSource } from '../fhir/export-patient.js';
import { personalInfoRepository as repo } from './personal-info.repository.js';
import { fromRecordsView } from './from-records.js';
import type { FromRecordsView } from './personal-info.types.js';
import { missingItems, parsePersonalInfo } from './personal-info.validation.js';

export class PersonalInfoService implements DemographicsSource {
  constructor(private readonly d: { db: Db; account: AccountService; records: RecordsService }) {}

  /** The stored details of this user (the caller has checked it is the viewer). */
  find(userId: string): Promise<PersonalInfoRow | null> {
    return repo.find(this.d.db, userId);
  }

  /**
   * Validates the whole form, stores it and the filled flag atomically, then tells the user's other tabs.
   * `validateOnly`: the same checks (they throw the same field errors), then the user as stored, untouched.
   */
  async update(userId: string, input: PersonalInfoInput, validateOnly = false): Promise<UserRow> {
    const data = parsePersonalInfo(input);
    if (validateOnly) {
      const current = await this.d.account.findById(userId);
      if (!current) throw unauthenticated('This account no longer exists.');
      return current;
    }
    const { firstName, lastName, ...details } = data;
    const personalInfoFilled = missingItems(data).length === 0;
    const user = await this.d.db.transaction(async (tx) => {
      const updated = await this.d.account.updateProfile(tx, userId, { firstName, lastName, personalInfoFilled });
      // No user row: nothing to attach details to (deleted meanwhile); the FK would refuse them anyway.
      if (updated) await repo.save(tx, userId, details);
      return updated;
    });
    if (!user) throw unauthenticated('This account no longer exists.');
    await this.d.account.announceUpdated(userId);
    return user;
  }

  /** The newest imported FHIR Patient not dismissed, read through the records service. */
  async fromRecords(userId: string): Promise<FromRecordsView | null> {
    const [newest] = await this.d.records.patientSuggestions(userId);
    return newest ? fromRecordsView(newest) : null;
  }

  async demographics(userId: string): Promise<AccountDemographics | null> {
    const [user, row] = await Promise.all([this.d.account.findById(userId), repo.find(this.d.db, userId)]);
    if (!user) return null;
    const address = row && { line: row.addressLine, city: row.city, postalCode: row.postalCode, country: row.country };
    const emergency = row && { name: row.emergencyName, relation: row.emergencyRelation, phone: row.emergencyPhone };
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      birthDate: row?.birthDate ?? null,
      sexAtBirth: row?.sexAtBirth ?? null,
      gender: row?.gender ?? null,
      phone: row?.phone ?? null,
      address,
      language: row?.preferredLanguage ?? null,
      emergency,
    };
  }
}
