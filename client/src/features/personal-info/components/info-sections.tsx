// The four groups of fields. Each field's server error (or hint) shows right under it.
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import { DayField } from '../../../shared/ui/day-field';
import type { PreferredUnits } from '../units/use-preferred-units';
import { countryOptions } from '../../../shared/lib/countries';
import { BLOOD_TYPES, GENDERS, LANGUAGES, SEXES } from './choices';
import { HEIGHT_RANGE, WEIGHT_RANGE } from './ranges';
import { SectionCard } from './section-card';
import { SelectField } from '../../../shared/ui/select-field';
import type { InfoForm } from './use-info-form';

const half = { xs: 12, sm: 6 };
const third = { xs: 12, sm: 4 };

export function IdentitySection({ form }: { form: InfoForm }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="pi-identity" title={t('personalInfo.sections.identity')}>
      <Grid size={half}>
        <TextField
          {...form.bind('firstName')}
          label={t('personalInfo.fields.firstName')}
          required
          fullWidth
          autoComplete="given-name"
        />
      </Grid>
      <Grid size={half}>
        <TextField
          {...form.bind('lastName')}
          label={t('personalInfo.fields.lastName')}
          required
          fullWidth
          autoComplete="family-name"
        />
      </Grid>
      <Grid size={half}>
        {/* Typed in the page's language (a native date input follows the browser's); the server says whether
            the day is in the future or too long ago, under the field like the other fields' errors. The line under
            it is kept (an empty hint): a message appearing as "Save" is pressed (the field is left) would move the
            button from under the pointer, and the press would be lost. */}
        <DayField
          {...form.bindDay('birthDate', ' ')}
          label={t('personalInfo.fields.birthDate')}
          required
          fullWidth
          autoComplete="bday"
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          {...form.bind('sexAtBirth')}
          label={t('personalInfo.fields.sexAtBirth')}
          required
          options={SEXES.map((v) => ({ value: v, label: t(`personalInfo.sexAtBirth.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          {...form.bind('gender')}
          label={t('personalInfo.fields.gender')}
          options={GENDERS.map((v) => ({ value: v, label: t(`personalInfo.gender.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          {...form.bind('preferredLanguage')}
          label={t('personalInfo.fields.preferredLanguage')}
          options={Object.entries(LANGUAGES).map(([value, label]) => ({ value, label }))}
        />
      </Grid>
    </SectionCard>
  );
}

export function ContactSection({ form }: { form: InfoForm }) {
  const { t } = useTranslation();
  // The BCP 47 locale of the UI language (not i18n.language: Chinese is 'ch' there, which Intl does not know).
  const { locale } = useFormat();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SectionCard id="pi-contact" title={t('personalInfo.sections.contact')}>
      <Grid size={12}>
        <TextField
          // Numbers read left to right, but the label and hint follow the page direction.
          {...form.bind('phone', t('personalInfo.fields.phoneHint'), { dir: 'ltr' })}
          type="tel"
          label={t('personalInfo.fields.phone')}
          fullWidth
          autoComplete="tel"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...form.bind('address.line')}
          label={t('personalInfo.fields.addressLine')}
          fullWidth
          autoComplete="street-address"
        />
      </Grid>
      <Grid size={third}>
        <TextField
          {...form.bind('address.city')}
          label={t('personalInfo.fields.city')}
          fullWidth
          autoComplete="address-level2"
        />
      </Grid>
      <Grid size={third}>
        <TextField
          {...form.bind('address.postalCode')}
          label={t('personalInfo.fields.postalCode')}
          fullWidth
          autoComplete="postal-code"
        />
      </Grid>
      <Grid size={third}>
        <SelectField
          {...form.bind('address.country')}
          label={t('personalInfo.fields.country')}
          autoComplete="country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      </Grid>
    </SectionCard>
  );
}

export function EmergencySection({ form }: { form: InfoForm }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="pi-emergency" title={t('personalInfo.sections.emergency')}>
      <Grid size={third}>
        <TextField {...form.bind('emergencyContact.name')} label={t('personalInfo.fields.emergencyName')} fullWidth />
      </Grid>
      <Grid size={third}>
        <TextField
          {...form.bind('emergencyContact.relation', t('personalInfo.fields.emergencyRelationHint'))}
          label={t('personalInfo.fields.emergencyRelation')}
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <TextField
          // Numbers read left to right, but the label and hint follow the page direction.
          {...form.bind('emergencyContact.phone', undefined, { dir: 'ltr' })}
          type="tel"
          label={t('personalInfo.fields.emergencyPhone')}
          fullWidth
        />
      </Grid>
    </SectionCard>
  );
}

export function HealthSection({ form, units }: { form: InfoForm; units: PreferredUnits }) {
  const { t } = useTranslation();
  // The unit is in the label (read by screen readers too), so no adornment repeats it.
  const number = (range: { min: number; max: number }) => ({
    htmlInput: { inputMode: 'decimal' as const, min: range.min, max: range.max, step: 0.1 },
  });
  return (
    <SectionCard id="pi-health" title={t('personalInfo.sections.health')}>
      <Grid size={third}>
        <SelectField
          {...form.bind('bloodType')}
          label={t('personalInfo.fields.bloodType')}
          options={Object.entries(BLOOD_TYPES).map(([value, label]) => ({ value, label }))}
        />
      </Grid>
      <Grid size={third}>
        <TextField
          {...form.bind('heightCm')}
          label={t('personalInfo.fields.height', { unit: units.height })}
          fullWidth
          slotProps={number(HEIGHT_RANGE[units.height])}
        />
      </Grid>
      <Grid size={third}>
        <TextField
          {...form.bind('weightKg')}
          label={t('personalInfo.fields.weight', { unit: units.weight })}
          fullWidth
          slotProps={number(WEIGHT_RANGE[units.weight])}
        />
      </Grid>
    </SectionCard>
  );
}
