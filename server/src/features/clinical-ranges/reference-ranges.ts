// Every reference (normal) range the portal judges a value by, defined once: live status, alerts, records'
// computed interpretation, twin indicators and the client (through GraphQL) all read this table. Each range
// names its LOINC code, its UCUM unit, the context it applies to and the source of its numbers. Bounds are
// inclusive: a value v is normal when low ≤ v ≤ high. "Critical" limits are the few well-established ones
// (a value at or beyond them is critical); alert rules are the default thresholds for raising an alert, always
// outside the normal range (reference-ranges.test.ts checks it). Common adult defaults, not medical advice: a
// lab result that carries its own range is judged by the lab's range (see judge()).
import type { AlertSeverity, ThresholdComparator } from '../../../../db/schema/index.js';
import type { Conversion } from './units.js';
import { MGDL_PER_MMOL_GLUCOSE, UNIT_ALIASES } from './units.js';

/** What the numbers assume: a CGM target is not a fasting lab value; a resting heart rate is not a run. */
export type RangeContext =
  'adult' | 'resting' | 'cgm_time_in_range' | 'fasting' | 'nightly' | 'device_score' | 'lab_reported';

export interface AlertRule {
  /** Stable name stored on alerts, e.g. 'high'. */
  name: string;
  field: 'value' | 'value2';
  comparator: ThresholdComparator;
  limit: number;
  severity: AlertSeverity;
}

export interface ReferenceRange {
  /** LOINC code (a project code for the stress score). */
  code: string;
  /** Other codes that measure the same thing (arterial SpO2, fingerstick glucose, …). */
  alsoCodes?: string[];
  /** UCUM unit of every number here. */
  unit: string;
  low: number | null;
  high: number | null;
  /** At or beyond these a value is critical. */
  critical?: { low?: number; high?: number };
  context: RangeContext;
  /** Where the numbers come from; shown to the user next to the range. */
  source: string;
  /** Other units this analyte arrives in, converted to `unit` before judging or trending. */
  conversions?: Record<string, Conversion>;
}

const LAB = 'Typical adult laboratory reference interval (MedlinePlus; Merck Manual, Normal Laboratory Values)';
const mmolTo = (factor: number): Record<string, Conversion> => ({ 'mmol/L': { factor } });

export const RANGES = {
  // ---- Live vitals ----
  // Sinus bradycardia is < 50 /min (2018 ACC/AHA/HRS bradycardia guideline), tachycardia > 100 /min. 50 rather
  // than the textbook 60 keeps a fit or sleeping adult from reading "low". Critical < 40 / ≥ 150: common
  // hospital rapid-response call criteria (project choice; no guideline sets one panic limit).
  heartRate: {
    code: '8867-4',
    unit: '/min',
    low: 50,
    high: 100,
    critical: { low: 40, high: 150 },
    context: 'resting',
    source: '2018 ACC/AHA/HRS bradycardia guideline (< 50); tachycardia > 100',
    conversions: { ...UNIT_ALIASES.perMinute },
  },
  // Normal 95–100 % on room air; below 90 % is hypoxaemia needing treatment (WHO Pulse Oximetry Training Manual, 2011).
  spo2: {
    code: '59408-5',
    alsoCodes: ['2708-6'],
    unit: '%',
    low: 95,
    high: 100,
    critical: { low: 90 },
    context: 'adult',
    source: 'WHO Pulse Oximetry Training Manual 2011',
  },
  // CGM time in range 70–180 mg/dL; level 2 hypoglycaemia < 54 (ADA Standards of Care in Diabetes 2025 §6;
  // International Consensus on Time in Range, Battelino 2019). ≥ 400: a common laboratory critical value.
  // Applies to the live glucose vital (CGM 99504-3 and fingerstick 2339-0 at any time of day).
  glucoseMonitoring: {
    code: '99504-3',
    alsoCodes: ['2339-0'],
    unit: 'mg/dL',
    low: 70,
    high: 180,
    critical: { low: 54, high: 400 },
    context: 'cgm_time_in_range',
    source: 'ADA Standards of Care in Diabetes 2025 §6; International Consensus on Time in Range 2019',
    conversions: mmolTo(MGDL_PER_MMOL_GLUCOSE),
  },
  // AHA/ACC 2017: normal < 120/< 80, elevated 120–129/< 80, stage 1 130–139 or 80–89, crisis > 180 and/or > 120.
  // Elevated counts as high here (it is outside "normal"). Below 90/60 is hypotension.
  systolic: {
    code: '8480-6',
    unit: 'mm[Hg]',
    low: 90,
    high: 119,
    critical: { high: 180 },
    context: 'resting',
    source: '2017 ACC/AHA high blood pressure guideline (normal < 120/80)',
    conversions: { ...UNIT_ALIASES.mmHg },
  },
  diastolic: {
    code: '8462-4',
    unit: 'mm[Hg]',
    low: 60,
    high: 79,
    critical: { high: 120 },
    context: 'resting',
    source: '2017 ACC/AHA high blood pressure guideline (normal < 120/80)',
    conversions: { ...UNIT_ALIASES.mmHg },
  },
  // A 0–100 device score, not a clinical measure. Garmin/Firstbeat bands: 0–25 rest, 26–50 low, 51–75
  // medium, 76–100 high; "high" here is the device's own high band.
  stress: {
    code: 'hp-stress-score',
    unit: '{score}',
    low: null,
    high: 75,
    context: 'device_score',
    source: 'Garmin/Firstbeat stress level bands (76–100 high)',
  },
  // Adults 7–9 h a night (AASM/SRS consensus 2015: ≥ 7 h; National Sleep Foundation 2015: 7–9 h).
  sleep: {
    code: '93832-4',
    unit: 'h',
    low: 7,
    high: 9,
    context: 'nightly',
    source: 'AASM/SRS 2015 consensus; National Sleep Foundation 2015',
  },

  // ---- Laboratory results ----
  // ADA 2025 §2: fasting plasma glucose 100–125 mg/dL is prediabetes, ≥ 126 diabetes; < 70 hypoglycaemia.
  glucoseFasting: {
    code: '1558-6',
    unit: 'mg/dL',
    low: 70,
    high: 99,
    critical: { low: 54, high: 400 },
    context: 'fasting',
    source: 'ADA Standards of Care in Diabetes 2025 §2 (fasting < 100)',
    conversions: mmolTo(MGDL_PER_MMOL_GLUCOSE),
  },
  // ADA 2025 §2: 5.7–6.4 % prediabetes, ≥ 6.5 % diabetes. IFCC mmol/mol → NGSP %: 0.09148 × v + 2.152.
  hba1c: {
    code: '4548-4',
    unit: '%',
    low: 4,
    high: 5.6,
    context: 'adult',
    source: 'ADA Standards of Care in Diabetes 2025 §2 (< 5.7 %)',
    conversions: { 'mmol/mol': { factor: 0.09148, offset: 2.152 } },
  },
  // Women 12–15.5, men 13.5–17.5 g/dL; one adult interval until the profile carries sex (WHO anaemia < 12/13).
  hemoglobin: {
    code: '718-7',
    unit: 'g/dL',
    low: 12,
    high: 17.5,
    context: 'adult',
    source: LAB,
    conversions: { 'g/L': { factor: 0.1 } },
  },
  platelets: {
    code: '777-3',
    unit: '10*3/uL',
    low: 150,
    high: 450,
    context: 'adult',
    source: LAB,
    conversions: { '10*9/L': { factor: 1 } },
  },
  whiteCells: {
    code: '6690-2',
    unit: '10*3/uL',
    low: 4.5,
    high: 11,
    context: 'adult',
    source: LAB,
    conversions: { '10*9/L': { factor: 1 } },
  },
  // NCEP ATP III: total < 200 desirable, LDL < 100 optimal, HDL < 40 low, triglycerides < 150 normal.
  cholesterolTotal: {
    code: '2093-3',
    unit: 'mg/dL',
    low: null,
    high: 200,
    context: 'adult',
    source: 'NCEP ATP III',
    conversions: mmolTo(38.67),
  },
  cholesterolLdl: {
    code: '18262-6',
    alsoCodes: ['13457-7', '2089-1'],
    unit: 'mg/dL',
    low: null,
    high: 100,
    context: 'adult',
    source: 'NCEP ATP III',
    conversions: mmolTo(38.67),
  },
  cholesterolHdl: {
    code: '2085-9',
    unit: 'mg/dL',
    low: 40,
    high: null,
    context: 'adult',
    source: 'NCEP ATP III',
    conversions: mmolTo(38.67),
  },
  triglycerides: {
    code: '2571-8',
    unit: 'mg/dL',
    low: null,
    high: 150,
    context: 'adult',
    source: 'NCEP ATP III',
    conversions: mmolTo(88.57),
  },
  // WHO: 18.5–24.9 kg/m² is normal weight.
  bmi: { code: '39156-5', unit: 'kg/m2', low: 18.5, high: 24.9, context: 'adult', source: 'WHO BMI classification' },
  vitaminB12: {
    code: '2132-9',
    unit: 'pg/mL',
    low: 200,
    high: 900,
    context: 'adult',
    source: LAB,
    conversions: { 'pmol/L': { factor: 1.355 } },
  },
  tsh: {
    code: '3016-3',
    unit: 'm[IU]/L',
    low: 0.4,
    high: 4,
    context: 'adult',
    source: LAB,
    conversions: { 'u[IU]/mL': { factor: 1 }, 'mIU/L': { factor: 1 } },
  },
  // Creatinine: 1 mg/dL = 88.42 µmol/L.
  creatinine: {
    code: '2160-0',
    alsoCodes: ['38483-4'],
    unit: 'mg/dL',
    low: 0.6,
    high: 1.3,
    context: 'adult',
    source: LAB,
    conversions: { 'umol/L': { factor: 1 / 88.42 } },
  },
  // KDIGO 2012: eGFR < 60 is CKD G3a or worse; albumin/creatinine ≥ 30 mg/g is A2 or worse.
  egfr: {
    code: '33914-3',
    alsoCodes: ['62238-1'],
    unit: 'mL/min/{1.73_m2}',
    low: 60,
    high: null,
    context: 'adult',
    source: 'KDIGO 2012 CKD guideline (G3a < 60)',
  },
  // BUN: 1 mmol/L urea = 2.801 mg/dL urea nitrogen.
  bun: {
    code: '6299-2',
    alsoCodes: ['3094-0'],
    unit: 'mg/dL',
    low: 7,
    high: 20,
    context: 'adult',
    source: LAB,
    conversions: mmolTo(2.801),
  },
  albuminCreatinine: {
    code: '14959-1',
    unit: 'mg/g',
    low: null,
    high: 30,
    context: 'adult',
    source: 'KDIGO 2012 CKD guideline (A1 < 30)',
    conversions: { 'mg/mmol': { factor: 8.84 } },
  },
  potassium: {
    code: '6298-4',
    alsoCodes: ['2823-3'],
    unit: 'mmol/L',
    low: 3.5,
    high: 5.1,
    critical: { low: 2.5, high: 6.5 },
    context: 'adult',
    source: LAB,
    conversions: { 'meq/L': { factor: 1 } },
  },
  sodium: {
    code: '2947-0',
    alsoCodes: ['2951-2'],
    unit: 'mmol/L',
    low: 136,
    high: 145,
    critical: { low: 120, high: 160 },
    context: 'adult',
    source: LAB,
    conversions: { 'meq/L': { factor: 1 } },
  },
  alt: { code: '1742-6', unit: 'U/L', low: 7, high: 56, context: 'adult', source: LAB },
  ast: { code: '1920-8', unit: 'U/L', low: 10, high: 40, context: 'adult', source: LAB },
  alkalinePhosphatase: { code: '6768-6', unit: 'U/L', low: 44, high: 147, context: 'adult', source: LAB },
  // Bilirubin: 1 mg/dL = 17.1 µmol/L.
  bilirubin: {
    code: '1975-2',
    unit: 'mg/dL',
    low: 0.1,
    high: 1.2,
    context: 'adult',
    source: LAB,
    conversions: { 'umol/L': { factor: 1 / 17.1 } },
  },
  albumin: {
    code: '1751-7',
    unit: 'g/dL',
    low: 3.5,
    high: 5,
    context: 'adult',
    source: LAB,
    conversions: { 'g/L': { factor: 0.1 } },
  },
  lipase: { code: '3040-3', unit: 'U/L', low: 10, high: 140, context: 'adult', source: LAB },
  amylase: { code: '1798-8', unit: 'U/L', low: 30, high: 110, context: 'adult', source: LAB },
  calprotectin: {
    code: '38445-3',
    unit: 'ug/g',
    low: null,
    high: 50,
    context: 'adult',
    source: 'Fecal calprotectin < 50 µg/g (NICE DG11)',
    conversions: { 'mg/kg': { factor: 1 } },
  },
  // European Glaucoma Society: mean IOP about 15.5 mmHg, upper limit 21.
  intraocularPressure: {
    code: '56844-4',
    alsoCodes: ['79892-5'],
    unit: 'mm[Hg]',
    low: 10,
    high: 21,
    context: 'adult',
    source: 'European Glaucoma Society Terminology and Guidelines',
    conversions: { ...UNIT_ALIASES.mmHg },
  },
} satisfies Record<string, ReferenceRange>;

export type RangeId = keyof typeof RANGES;

/**
 * Default alert thresholds of the live vitals (users' alert_thresholds rows override them by name). Alerts
 * say "act now", so they sit further out than the normal range; critical rules come first. Each `severity` is
 * what every alert at the default limit gets (severityPastLimit; reference-ranges.test.ts checks it): a raised
 * alert's own severity always follows its reading's status (alertSeverity), never the rule.
 */
export const VITAL_ALERT_RULES = {
  heart_rate: [
    { name: 'high', field: 'value', comparator: 'gt', limit: 120, severity: 'warning' },
    { name: 'low', field: 'value', comparator: 'lt', limit: 40, severity: 'critical' },
  ],
  // WHO: SpO2 < 90 % needs oxygen.
  spo2: [{ name: 'low', field: 'value', comparator: 'lt', limit: 90, severity: 'critical' }],
  // ADA: < 70 mg/dL is level 1 hypoglycaemia (treat now; a warning), < 54 level 2 (critical, by the range's
  // critical band); > 250 level 2 hyperglycaemia (time above range).
  glucose: [
    { name: 'low', field: 'value', comparator: 'lt', limit: 70, severity: 'warning' },
    { name: 'high', field: 'value', comparator: 'gt', limit: 250, severity: 'warning' },
  ],
  // ACC/AHA 2017: hypertensive crisis from 180/120.
  blood_pressure: [
    { name: 'systolic_high', field: 'value', comparator: 'gte', limit: 180, severity: 'critical' },
    { name: 'diastolic_high', field: 'value2', comparator: 'gte', limit: 120, severity: 'critical' },
  ],
  stress: [],
} satisfies Record<string, AlertRule[]>;

const ALL: ReferenceRange[] = Object.values(RANGES);
const BY_CODE = new Map<string, ReferenceRange>(
  ALL.flatMap((r) => [r.code, ...(r.alsoCodes ?? [])].map((c) => [c, r])),
);

/** The range of a code (main or alternative), or null when the portal has none. */
export function rangeForCode(code: string | null | undefined): ReferenceRange | null {
  return code ? (BY_CODE.get(code) ?? null) : null;
}

export const ALL_RANGES: readonly ReferenceRange[] = ALL;
