// A calendar day typed in the page's language (shared/lib/day-pattern.ts), instead of <input type="date">, whose
// display and picker follow the browser's language. Only a real day (or an empty field) reaches the page; a day
// that does not exist is said so in the page's language, with an example of the expected form.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { dayPattern, exampleDay, formatDay, parseDay } from '../lib/day-pattern';
import { useFormat } from '../lib/use-format';

export interface DayFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  /** Called with a real day ('YYYY-MM-DD') or '' (emptied), never with a half-typed or impossible one. */
  onChange: (ymd: string) => void;
  /** A reason to refuse a real day (e.g. after the end of a period): shown, and the day is not passed on. */
  check?: (ymd: string) => string | null;
  /**
   * Told, as the person types, whether the text is not the value passed on (half-typed, impossible or refused
   * by `check`): a form then holds its submit rather than send the previous day in silence.
   */
  onProblem?: (problem: boolean) => void;
  /** A message from outside (e.g. the server's), shown while the field has none of its own. */
  helperText?: ReactNode;
  error?: boolean;
  /** The id of a message outside the field that describes it too (a date-and-time field's shared line). */
  describedBy?: string;
  /**
   * Given, the field's own message is not shown under it but passed here, for a line shown elsewhere (a
   * date-and-time field's, always there, so a message appearing as the focus leaves does not move the button
   * being clicked away from under the pointer).
   */
  onMessage?: (message: string | null) => void;
  /**
   * Keeps an (empty) line under the field even with nothing to say: in a dialog, a message appearing as the focus
   * leaves would otherwise push the fields and buttons below it down, from under the pointer.
   */
  keepLine?: boolean;
  id?: string;
  name?: string;
  required?: boolean;
  fullWidth?: boolean;
  autoComplete?: string;
  testId?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export function DayField(props: DayFieldProps) {
  const { label, value, onChange, check, onProblem, testId } = props;
  const { t } = useTranslation();
  const { locale } = useFormat();
  const ownId = useId();
  const id = props.id ?? ownId;
  const pattern = useMemo(() => dayPattern(locale), [locale]);
  const example = exampleDay(pattern);
  const [text, setText] = useState(() => formatDay(value, pattern));
  const [error, setError] = useState<string | null>(null);

  // A new value from outside (cleared filters, another link) or another language: written afresh (set while
  // rendering, React's way to follow a prop, rather than in an effect that would draw the stale text first).
  const [shown, setShown] = useState({ value, pattern });
  if (shown.value !== value || shown.pattern !== pattern) {
    setShown({ value, pattern });
    setText(shown.pattern === pattern && parseDay(text, pattern) === value ? text : formatDay(value, pattern));
    setError(null);
  }
  // Text written afresh from a value is that value: no problem left (after the person's own valid day too).
  // (The latest callback through a ref: a parent's inline function must not re-run this on every render.)
  const report = useRef(onProblem);
  const tell = useRef(props.onMessage);
  useEffect(() => {
    report.current = onProblem;
    tell.current = props.onMessage;
  });
  useEffect(() => {
    tell.current?.(error);
  }, [error]);
  useEffect(() => {
    report.current?.(false);
  }, [shown]);

  /** `final`: the person left the field, so text that is not a day yet is an error, not work in progress. */
  const apply = (next: string, final: boolean) => {
    const day = parseDay(next, pattern);
    if (day === null) {
      onProblem?.(true);
      if (final) setError(t('validation.dayInvalid', { example }));
      return;
    }
    const refused = day ? (check?.(day) ?? null) : null;
    onProblem?.(refused !== null);
    setError(refused);
    if (!refused && day !== value) onChange(day);
  };

  const message = props.onMessage ? props.helperText : (error ?? props.helperText);
  // A zero-width space holds the line's height; hidden from screen readers, which have nothing to hear there.
  const helperText = message || (props.keepLine ? <span aria-hidden>{'\u200b'}</span> : undefined);
  // MUI links its own helper text; a message outside the field is added to it (the attribute replaces MUI's).
  const describedBy = [message ? `${id}-helper-text` : '', props.describedBy ?? ''].join(' ').trim();
  return (
    <TextField
      id={id}
      name={props.name}
      size={props.size}
      label={label}
      required={props.required}
      fullWidth={props.fullWidth}
      value={text}
      placeholder={t('validation.dayExample', { example })}
      error={error !== null || Boolean(props.error)}
      helperText={helperText}
      onChange={(e) => {
        setText(e.target.value);
        // While typing, a day is applied as soon as it is whole; an error shown stays until the text is right.
        apply(e.target.value, false);
      }}
      onBlur={() => apply(text, true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(text, true);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: props.autoComplete ?? 'off',
          maxLength: 20,
          'data-testid': testId,
          ...(props.describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      }}
      sx={props.sx}
    />
  );
}
