// State of the record form: values, per-field errors (client rules or the server's BAD_USER_INPUT, keyed by the
// server's field path), a form-level error and the submitting flag.
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { emptyObservation, type ObservationForm } from './observation-form-model';
import type { RecordForm } from './record-form-model';
import { checkRecordForm, formFieldOf, type FieldErrors } from './record-form-rules';

type TopField = Exclude<keyof RecordForm, 'observations' | 'kept'>;
export type ObservationField = Exclude<keyof ObservationForm, 'key' | 'components' | 'kept'>;
/** An observation (index) or one of its components ([index, component]). */
export type ObservationPath = number | [number, number];

const pathName = (path: ObservationPath) =>
  typeof path === 'number'
    ? `observations[${String(path)}]`
    : `observations[${String(path[0])}].components[${String(path[1])}]`;

export function useRecordForm(initial: RecordForm) {
  const { t } = useTranslation();
  const serverErrorText = useErrorText();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Date fields whose text is not their value (half-typed, impossible): a ref, read by the submit of the same event.
  const unsettled = useRef(new Set<TopField>());

  const clear = (field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const errorText = (field: string): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return 'text' in error ? error.text : t(`records.form.errors.${error.key}`, { count: error.count ?? 0 });
  };

  const setField = (field: TopField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  /** A date field's report that its text is (not) the value it passed on. */
  const setUnsettled = (field: TopField, problem: boolean) => {
    if (problem) unsettled.current.add(field);
    else unsettled.current.delete(field);
  };

  const mapObservations = (fn: (list: ObservationForm[]) => ObservationForm[]) => {
    setForm((current) => ({ ...current, observations: fn(current.observations) }));
  };

  const setObservation = (path: ObservationPath, field: ObservationField, value: string) => {
    const [i, j] = typeof path === 'number' ? [path, null] : path;
    mapObservations((list) =>
      list.map((o, index) => {
        if (index !== i) return o;
        if (j === null) return { ...o, [field]: value };
        return { ...o, components: o.components.map((c, k) => (k === j ? { ...c, [field]: value } : c)) };
      }),
    );
    clear(`${pathName(path)}.${field}`);
  };

  const addObservation = (parent?: number) => {
    if (parent === undefined) mapObservations((list) => [...list, emptyObservation()]);
    else
      mapObservations((list) =>
        list.map((o, i) => (i === parent ? { ...o, components: [...o.components, emptyObservation()] } : o)),
      );
  };

  const removeObservation = (path: ObservationPath) => {
    if (typeof path === 'number') mapObservations((list) => list.filter((_, i) => i !== path));
    else
      mapObservations((list) =>
        list.map((o, i) => (i === path[0] ? { ...o, components: o.components.filter((_, j) => j !== path[1]) } : o)),
      );
    // Indexes shift: the old findings no longer point at the right inputs.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('observations'))),
    );
  };

  /** Moves the focus to the first field with a message, so keyboard and screen-reader users land on it. */
  const focusFirstError = () => {
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-testid=record-form] [aria-invalid=true]')?.focus();
    });
  };

  const handleSubmit = (action: (form: RecordForm) => Promise<void>) => (event: SyntheticEvent) => {
    event.preventDefault();
    const found = checkRecordForm(form);
    // A date field whose text is not a date yet says why itself; its previous value is not judged (or sent).
    for (const field of unsettled.current) delete found[field];
    const held = Object.keys(found).length > 0 || unsettled.current.size > 0;
    setErrors(found);
    setFormError(held ? t('records.form.fixErrors') : null);
    if (held) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    action(form)
      .catch((error: unknown) => {
        const info = readApiError(error);
        const text = serverErrorText(error);
        if (info.code === 'BAD_USER_INPUT' && info.field) {
          setErrors({ [formFieldOf(info.field)]: { text } });
          // Also above the form: the field may be one the form does not show (e.g. 'observations').
          setFormError(text);
          focusFirstError();
        } else setFormError(text);
      })
      .finally(() => {
        setSubmitting(false);
      });
  };

  return {
    form,
    errorText,
    formError,
    submitting,
    setField,
    setUnsettled,
    setObservation,
    addObservation,
    removeObservation,
    handleSubmit,
    pathName,
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;
