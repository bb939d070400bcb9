// Form state of the personal-info page: values, per-field problems (client or server) as translated text
// for each field, and whether the user has changed anything since the last load/save.
import { useCallback, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, Problems, Values } from '../api/form-values';
import { HEIGHT_RANGE, TEXT_MAX, WEIGHT_RANGE } from './ranges';
import type { PreferredUnits } from '../units/use-preferred-units';

export function useInfoForm(initial: Values, units: PreferredUnits) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [dirty, setDirty] = useState(false);
  // Day fields whose text is not their value (not a real day yet): a ref, read by the submit of the same event.
  const unsettled = useRef(new Set<Field>());

  const set = useCallback((field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    setDirty(true);
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setProblems({});
    setDirty(false);
  }, []);

  /** The translated message for a problem; the server's English text when the reason is unknown here. */
  const text = (field: Field): string | undefined => {
    const p = problems[field];
    if (!p) return undefined;
    const range =
      field === 'heightCm' ? HEIGHT_RANGE[units.height] : field === 'weightKg' ? WEIGHT_RANGE[units.weight] : null;
    const unit = field === 'heightCm' ? units.height : units.weight;
    // A text too long says its limit when the server gave it (it always does); otherwise the short sentence.
    const key = p.reason === 'TOO_LONG' && p.max !== undefined ? 'personalInfo.errors.TOO_LONG_MAX' : `personalInfo.errors.${p.reason}`;
    return t(key, {
      defaultValue: p.message || t('personalInfo.errors.REQUIRED'),
      ...(range ? { ...range, unit } : {}),
      ...(p.max !== undefined ? { max: p.max } : {}),
    });
  };

  /**
   * Props for a TextField bound to one field (value, change, error state and message); a text field takes no
   * more than the server keeps. `htmlInput`: more attributes for its input.
   */
  const bind = (field: Field, hint?: string, htmlInput?: InputHTMLAttributes<HTMLInputElement>) => {
    const maxLength = field in TEXT_MAX ? TEXT_MAX[field as keyof typeof TEXT_MAX] : undefined;
    return {
      id: `pi-${field.replace('.', '-')}`,
      name: field,
      value: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
      error: problems[field] !== undefined,
      helperText: text(field) ?? hint,
      ...(maxLength || htmlInput ? { slotProps: { htmlInput: { ...htmlInput, maxLength } } } : {}),
    };
  };

  /** Props for a DayField: the value is 'YYYY-MM-DD' or ''; text that is not a day yet is noted, not sent. */
  const bindDay = (field: Field, hint?: string) => ({
    id: `pi-${field.replace('.', '-')}`,
    name: field,
    value: values[field],
    onChange: (day: string) => set(field, day),
    onProblem: (problem: boolean) => {
      if (problem) unsettled.current.add(field);
      else unsettled.current.delete(field);
    },
    error: problems[field] !== undefined,
    helperText: text(field) ?? hint,
  });

  /** The first day field whose text is not a real day (its own message says so), if any. */
  const unsettledField = (): Field | undefined => [...unsettled.current][0];

  return { values, set, reset, dirty, problems, setProblems, bind, bindDay, unsettledField };
}

export type InfoForm = ReturnType<typeof useInfoForm>;
