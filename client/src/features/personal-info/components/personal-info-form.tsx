// The /personalInfo form: loads the details, offers what imported records say, saves with progress and a
// clear result, shows each server error next to its field (focusing the first), and follows changes made in
// another tab: applied at once when nothing is being edited here, otherwise offered with a button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoFieldsFragment } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { LoadingScreen } from '../../../shared/ui/loading-screen';
import { FIELDS, fromDetails, problemsOf, toInput } from '../api/form-values';
import type { Field, Problems } from '../api/form-values';
import { usePersonalInfo } from '../api/use-personal-info';
import { usePreferredUnits } from '../units/use-preferred-units';
import type { PreferredUnits } from '../units/use-preferred-units';
import { useNotice } from '../../../shared/lib/use-notice';
import { ContactSection, EmergencySection, HealthSection, IdentitySection } from './info-sections';
import { RecordsCard } from './records-card';
import { StatusAlert } from './status-alert';
import { useInfoForm } from './use-info-form';

export function PersonalInfoForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const units = usePreferredUnits();
  const data = usePersonalInfo();
  const details = data.query.data?.me.personalInfo;
  if (!details) {
    return data.query.error ? (
      <Alert severity="error" role="alert">
        {t('personalInfo.loadError')} {errorText(data.query.error)}
      </Alert>
    ) : (
      <LoadingScreen />
    );
  }
  return <LoadedForm details={details} units={units} data={data} />;
}

interface LoadedProps {
  details: PersonalInfoFieldsFragment;
  units: PreferredUnits;
  data: ReturnType<typeof usePersonalInfo>;
}

function LoadedForm({ details, units, data }: LoadedProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const server = useMemo(() => fromDetails(details, units), [details, units]);
  const form = useInfoForm(server, units);
  const savedNotice = useNotice<true>();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // True from submit until the saved values are in the form: our own save is not "a change from elsewhere".
  const [ownSave, setOwnSave] = useState(false);

  // A change from elsewhere (accountUpdated) arrives as new server values: taken at once if the user is not
  // editing, else offered. Adjusted during render (React's pattern for state that follows a prop).
  const serverKey = JSON.stringify(server);
  const [seenKey, setSeenKey] = useState(serverKey);
  if (seenKey !== serverKey) {
    setSeenKey(serverKey);
    if (!ownSave) {
      if (!form.dirty) form.reset(server);
      else if (JSON.stringify(form.values) !== serverKey) setStale(true);
    }
  }

  /** Field problems (the page's own and the server's) next to their fields, the first one focused. */
  const showProblems = (problems: Problems, unsettled: Field | undefined) => {
    form.setProblems(problems);
    setFailure(t('personalInfo.fixErrors'));
    const first = FIELDS.find((f) => problems[f] || f === unsettled);
    if (first) document.getElementById(`pi-${first.replace('.', '-')}`)?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const { input, problems: local } = toInput(form.values, units);
    // A date of birth typed but not a real day says why under its own field (the only day field here); saving now
    // would keep the old day silently.
    const unsettled = form.unsettledField();
    if (unsettled || Object.keys(local).length > 0) {
      // Nothing is saved, but the server checks the rest (those fields sent empty), so every problem shows at
      // once instead of one save at a time.
      if (unsettled === 'birthDate') input.birthDate = null;
      data.save({ variables: { input, validateOnly: true } }).then(
        () => showProblems(local, unsettled),
        (err: unknown) => showProblems({ ...problemsOf(err), ...local }, unsettled),
      );
      return;
    }
    setOwnSave(true);
    data.save({ variables: { input } }).then(
      ({ data: saved }) => {
        if (saved) form.reset(fromDetails(saved.updatePersonalInfo.personalInfo, units));
        setStale(false);
        savedNotice.show(true);
        setOwnSave(false);
      },
      (err: unknown) => {
        setOwnSave(false);
        const problems = problemsOf(err);
        if (problems) showProblems(problems, undefined);
        else setFailure(errorText(err));
      },
    );
  };

  const records = data.fromRecords.data?.personalInfoFromRecords;
  return (
    <Stack spacing={3} component="form" noValidate onSubmit={onSubmit} aria-label={t('nav.personalInfo')}>
      <StatusAlert details={details} />
      {stale ? (
        <Alert
          severity="warning"
          data-testid="personal-info-stale"
          action={
            <Button color="inherit" size="small" onClick={() => (form.reset(server), setStale(false))}>
              {t('personalInfo.showNew')}
            </Button>
          }
        >
          {t('personalInfo.changedElsewhere')}
        </Alert>
      ) : null}
      {records ? (
        <RecordsCard records={records} form={form} onDismissed={() => void data.fromRecords.refetch()} />
      ) : null}
      <IdentitySection form={form} />
      <ContactSection form={form} />
      <EmergencySection form={form} />
      <HealthSection form={form} units={units} />
      {failure ? (
        <Alert severity="error" data-testid="personal-info-error">
          {failure}
        </Alert>
      ) : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={data.saving}
          data-testid="personal-info-save"
          startIcon={data.saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {data.saving ? t('personalInfo.saving') : t('personalInfo.save')}
        </Button>
      </Box>
      <Snackbar
        key={savedNotice.notice?.seq}
        open={savedNotice.notice?.open ?? false}
        autoHideDuration={6000}
        onClose={savedNotice.close}
      >
        <Alert severity="success" variant="filled" onClose={savedNotice.close} data-testid="personal-info-saved">
          {t('personalInfo.saved')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
