// An instant typed as a day and a time in the page's language and the user's clock, read in the user's time zone
// (preferences; the device's when none), instead of <input type="datetime-local">, which shows and parses in the
// browser's language and converts in the device's zone. The day is a DayField; the time is read by
// shared/lib/clock-time.ts; the pair becomes an instant through the zone's offset at that moment (time.ts), so a
// daylight-saving change in between is accounted for. Only a whole, real day and time (or both emptied) reach the
// page; anything else is said in the page's language under the part concerned.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { clockPattern, exampleTime, formatTime, parseTime } from '../lib/clock-time';
import { dayPattern, exampleDay } from '../lib/day-pattern';
import { fromWallClock, toMs, wallClock } from '../lib/time';
import { useFormat } from '../lib/use-format';
import { DayField } from './day-field';

export interface DateTimeFieldProps {
  /** The field's name, shown on the day part; the time part is named "Time" after it. */
  label: string;
  /** An ISO 8601 instant or ''. */
  value: string;
  /** Called with an ISO instant or '' (both parts emptied), never with a half-typed or impossible one. */
  onChange: (iso: string) => void;
  /**
   * Told, as the person types, whether the text is not the value passed on (half-typed, impossible, or a day
   * without a time): a form then holds its submit rather than send the previous instant in silence.
   */
  onProblem?: (problem: boolean) => void;
  /** A hint or a message from outside (the form's rules, the server's), on a line under both parts. */
  helperText?: ReactNode;
  error?: boolean;
  /** The parts are `${id}-day` and `${id}-time`. */
  id: string;
  required?: boolean;
  /** The parts' inputs are `${testId}-day` and `${testId}-time`. */
  testId?: string;
}

type Problem = 'INVALID' | 'NEEDS_PERIOD' | 'TIME_MISSING' | 'DAY_MISSING';
/** How final a check is: while typing, on leaving the time part, on leaving the whole field (or Enter). */
type Moment = 'typing' | 'part' | 'field';

/** Whether `value` is the instant the parts show (to the minute: a stored instant's seconds are kept). */
function shows(value: string, day: string, time: string, timeZone: string | undefined): boolean {
  if (value === '') return day === '' && time === '';
  const wall = wallClock(toMs(value), timeZone);
  return wall.day === day && wall.time === time;
}

export function DateTimeField(props: DateTimeFieldProps) {
  const { label, value, onChange, onProblem, id, testId } = props;
  const { t } = useTranslation();
  const { locale, timeZone, hour12 } = useFormat();
  const clock = useMemo(() => clockPattern(locale, hour12), [locale, hour12]);
  const example = exampleTime(clock);
  const [day, setDay] = useState(() => wallClock(toMs(value), timeZone).day);
  const [text, setText] = useState(() => formatTime(wallClock(toMs(value), timeZone).time, clock));
  const [message, setMessage] = useState<Problem | null>(null);
  const [dayMessage, setDayMessage] = useState<string | null>(null);
  const dayProblem = useRef(false);
  const ownProblem = useRef(false);
  const report = useRef(onProblem);
  useEffect(() => {
    report.current = onProblem;
  });
  const tell = () => report.current?.(dayProblem.current || ownProblem.current);

  // A new value from outside (a record loaded, a form reset), another zone, clock or language: written afresh,
  // while rendering as DayField does. The value coming back from this field's own onChange keeps the typed text.
  const [shown, setShown] = useState({ value, timeZone, clock });
  if (shown.value !== value || shown.timeZone !== timeZone || shown.clock !== clock) {
    setShown({ value, timeZone, clock });
    const typed = parseTime(text, clock);
    const kept =
      shown.timeZone === timeZone &&
      shown.clock === clock &&
      'time' in typed &&
      shows(value, day, typed.time, timeZone);
    if (!kept) {
      const wall = wallClock(toMs(value), timeZone);
      setDay(wall.day);
      setText(formatTime(wall.time, clock));
      setMessage(null);
    }
  }
  // Text written afresh from a value is that value: no problem of this field's own left.
  useEffect(() => {
    ownProblem.current = false;
    report.current?.(dayProblem.current);
  }, [shown]);

  const apply = (nextDay: string, nextText: string, moment: Moment) => {
    const reading = parseTime(nextText, clock);
    let problem: Problem | null = null;
    if ('problem' in reading) problem = reading.problem;
    else if (nextDay && !reading.time) problem = 'TIME_MISSING';
    // A day being typed says so itself; an emptied one with a time left is this field's to say.
    else if (!nextDay && reading.time && !dayProblem.current) problem = 'DAY_MISSING';
    ownProblem.current = problem !== null;
    tell();
    // A message appears when the person leaves (the time part for its own text, the field for a missing part)
    // and then follows the text until it is right.
    const due = moment === 'field' || (moment === 'part' && (problem === 'INVALID' || problem === 'NEEDS_PERIOD'));
    setMessage((current) => (problem === null || due || current !== null ? problem : current));
    if (problem !== null || dayProblem.current || !('time' in reading)) return;
    // Left, a time is written the clock's way ("9h00" → "09:00", "2:30pm" → "2:30 PM").
    if (moment !== 'typing') setText(formatTime(reading.time, clock));
    if (shows(value, nextDay, reading.time, timeZone)) return;
    const ms = nextDay ? fromWallClock(nextDay, reading.time, timeZone) : Number.NaN;
    onChange(Number.isFinite(ms) ? new Date(ms).toISOString() : '');
  };

  const ownMessage =
    message === 'INVALID'
      ? t('validation.timeInvalid', { example })
      : message === 'NEEDS_PERIOD'
        ? t('validation.timePeriod', { am: clock.am, pm: clock.pm, example })
        : message === 'TIME_MISSING'
          ? t('validation.timeMissing', { example })
          : message === 'DAY_MISSING'
            ? t('validation.dayMissing', { example: exampleDay(dayPattern(locale)) })
            : null;
  // One line under both parts, always there (a message appearing as the focus leaves for a button must not move
  // that button from under the pointer): what is wrong with the text first, else the hint or outside message.
  const line = dayMessage ?? ownMessage ?? props.helperText;
  const lineId = `${id}-helper`;
  const describedBy = line ? lineId : undefined;
  const timeWrong = message !== null && message !== 'DAY_MISSING';

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 2, alignItems: 'flex-start' }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) apply(day, text, 'field');
      }}
      // Enter in either part may submit the form: what is missing is said now, as on leaving.
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(day, text, 'field');
      }}
    >
      <DayField
        id={`${id}-day`}
        label={label}
        value={day}
        onChange={(next) => {
          setDay(next);
          apply(next, text, 'typing');
        }}
        onProblem={(problem) => {
          dayProblem.current = problem;
          tell();
        }}
        onMessage={setDayMessage}
        required={props.required}
        error={props.error || message === 'DAY_MISSING'}
        describedBy={describedBy}
        testId={testId ? `${testId}-day` : undefined}
        // Wide enough that on a phone (under ~20rem for both) the time goes under the day: side by side there,
        // a longer label ("Fin / début des symptômes") ended in "…" and the Arabic example was clipped.
        sx={{ flex: '1 1 11.5rem', minWidth: 0 }}
      />
      <TextField
        id={`${id}-time`}
        label={t('validation.time')}
        required={props.required}
        value={text}
        // The same "e.g. …" as the day's placeholder, with a time.
        placeholder={t('validation.dayExample', { example })}
        error={props.error || timeWrong}
        onChange={(e) => {
          setText(e.target.value);
          apply(day, e.target.value, 'typing');
        }}
        onBlur={() => apply(day, text, 'part')}
        sx={{ flex: '1 1 8rem', minWidth: 0 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            // A phone's decimal keypad has '.' (read like ':'); a 12-hour time needs the letters of AM/PM.
            inputMode: hour12 ? 'text' : 'decimal',
            autoComplete: 'off',
            maxLength: 16,
            'data-testid': testId ? `${testId}-time` : undefined,
            // Named after the field ("End date Time"): two "Time" inputs on a form are told apart.
            'aria-labelledby': `${id}-day-label ${id}-time-label`,
            'aria-describedby': describedBy,
          },
        }}
      />
      <FormHelperText
        id={lineId}
        error={Boolean(props.error) || dayMessage !== null || ownMessage !== null}
        // MUI's 3 px under a field, from inside the row gap.
        sx={{ flexBasis: '100%', mt: '-13px', mx: 1.75 }}
      >
        {line || <span aria-hidden>{'\u200b'}</span>}
      </FormHelperText>
    </Box>
  );
}
