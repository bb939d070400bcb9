// "To": pick people by name (the care team is offered first); ids only ever come from the server's list.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MailRecipientsQuery } from '../../../gql/graphql';
import { useRecipientSearch } from '../api/use-compose';

export type Person = MailRecipientsQuery['mailRecipients'][number];

interface RecipientFieldProps {
  value: Person[];
  onChange: (people: Person[]) => void;
  error: string | null;
}

export function RecipientField({ value, onChange, error }: RecipientFieldProps) {
  const { t } = useTranslation('messages');
  const [input, setInput] = useState('');
  const { people, loading } = useRecipientSearch(input);
  return (
    <Autocomplete
      multiple
      options={people}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      filterSelectedOptions
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v.slice(0, 100))}
      onChange={(_e, v) => onChange(v)}
      noOptionsText={t('dialog.noOptions')}
      renderOption={(props, p) => (
        <li {...props} key={p.id}>
          {p.name}
          {p.careTeam ? <Chip size="small" label={t('careTeam')} color="primary" variant="outlined" sx={{ marginInlineStart: 1 }} /> : null}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dialog.to')}
          error={Boolean(error)}
          helperText={error ?? t('dialog.toHelp')}
        />
      )}
    />
  );
}
