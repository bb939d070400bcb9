// Small form state helper for the account forms: values, per-field errors (client rules or server text),
// a form-level error and the submitting flag. Server errors naming a field of this form land on that field.
import { useCallback, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../api/errors';
import { useErrorText } from '../api/use-error-text';
import { focusFirstInvalid } from '../ui/focus-first-invalid';
import { validationValues, type ValidationMessage } from './validation';

type FieldError = { rule: ValidationMessage } | { text: string };
type Rules<F extends string> = (values: Record<F, string>) => Partial<Record<F, ValidationMessage | null>>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

export function useForm<F extends string>(initial: Record<F, string>, rules: Rules<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errorText = useErrorText();

  const fieldText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return 'rule' in error ? t(error.rule, validationValues(error.rule)) : error.text;
  };

  const bind = (name: F, helper?: string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name] !== undefined,
    helperText: fieldText(errors[name]) ?? helper,
  });

  const applyServerError = useCallback(
    (error: unknown) => {
      const info = readApiError(error);
      const text = errorText(error);
      if (info.field !== null && info.field in initial) {
        setErrors((current) => ({ ...current, [info.field as F]: { text } }));
      } else {
        setFormError(text);
      }
    },
    [initial, errorText],
  );

  const handleSubmit = (action: (values: Record<F, string>) => Promise<void>) => (event: SyntheticEvent) => {
    event.preventDefault();
    // A refused submit puts focus on the first field it says is wrong (focus-first-invalid.ts): the button kept
    // it, or lost it to <body> while it was disabled, and the message under a field was never announced.
    const form = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    const toFirstInvalid = () => focusFirstInvalid(() => form);
    const found: Partial<Record<F, FieldError>> = {};
    let invalid = false;
    for (const [name, rule] of Object.entries(rules(values)) as [F, ValidationMessage | null][]) {
      if (rule) {
        found[name] = { rule };
        invalid = true;
      }
    }
    setErrors(found);
    setFormError(null);
    if (invalid) {
      toFirstInvalid();
      return;
    }
    setSubmitting(true);
    void action(values)
      .catch((error: unknown) => {
        applyServerError(error);
        toFirstInvalid();
      })
      .finally(() => {
        setSubmitting(false);
      });
  };

  return { values, setValues, bind, formError, setFormError, submitting, handleSubmit };
}
