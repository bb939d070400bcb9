// The digital twin as data: for each body system, its indicators (each with its reference range from
// clinical-ranges — LOINC codes, UCUM unit, bounds, context and source — or, for the few without one, a unit),
// the live vitals that belong to it, and how to recognise related conditions (title words, ICD-10 prefixes)
// and medications (drug names). Extending a page is adding a line here.
import type { VitalKind } from '../../../../db/schema/index.js';
import { RANGES } from '../clinical-ranges/reference-ranges.js';
import type { ReferenceRange } from '../clinical-ranges/reference-ranges.js';
import { UNIT_ALIASES } from '../clinical-ranges/units.js';
import type { Conversion } from '../clinical-ranges/units.js';

export type TwinSystemId = 'blood' | 'vascular' | 'brain' | 'kidney' | 'liver' | 'digestion' | 'eye';

/** A live vital that feeds an indicator: its value, or value2 (diastolic), or the nightly sleep total in hours. */
export type LiveFeed = { kind: VitalKind; field: 'value' | 'value2' } | 'sleep';

export interface IndicatorDef {
  /** Main code (shown), then every code that measures the same thing. */
  codes: [string, ...string[]];
  display: string;
  /** UCUM unit values are shown and trended in (the range's unit when there is a range). */
  unit: string;
  /** The portal's reference range; absent for measures without one (weight, visual acuity). */
  range?: ReferenceRange;
  /** Other units of an indicator without a range, converted to `unit` (a range carries its own). */
  conversions?: Record<string, Conversion>;
  live?: LiveFeed;
}

export interface TwinSystemDef {
  indicators: IndicatorDef[];
  conditionWords: RegExp;
  icd10Prefixes: string[];
  medicationWords: RegExp;
}

/** An indicator judged by a portal range: its codes and unit are the range's. */
function ranged(range: ReferenceRange, display: string, live?: LiveFeed): IndicatorDef {
  return {
    codes: [range.code, ...(range.alsoCodes ?? [])],
    display,
    unit: range.unit,
    range,
    ...(live ? { live } : {}),
  };
}

const SYSTOLIC = ranged(RANGES.systolic, 'Systolic blood pressure', { kind: 'blood_pressure', field: 'value' });
const DIASTOLIC = ranged(RANGES.diastolic, 'Diastolic blood pressure', { kind: 'blood_pressure', field: 'value2' });
const HBA1C = ranged(RANGES.hba1c, 'Hemoglobin A1c');
// Two glucose indicators, two contexts: the monitored (CGM or fingerstick) value against the time-in-range
// target, and a fasting lab value against the fasting range.
const GLUCOSE = ranged(RANGES.glucoseMonitoring, 'Glucose (monitoring)', { kind: 'glucose', field: 'value' });
const FASTING_GLUCOSE = ranged(RANGES.glucoseFasting, 'Fasting glucose');
const WEIGHT: IndicatorDef = {
  codes: ['29463-7'],
  display: 'Body weight',
  unit: 'kg',
  conversions: UNIT_ALIASES.kilograms,
};
const BMI = ranged(RANGES.bmi, 'Body mass index');

export const TWIN_SYSTEMS: Record<TwinSystemId, TwinSystemDef> = {
  blood: {
    indicators: [
      ranged(RANGES.hemoglobin, 'Hemoglobin'),
      HBA1C,
      GLUCOSE,
      FASTING_GLUCOSE,
      ranged(RANGES.platelets, 'Platelets'),
      ranged(RANGES.whiteCells, 'White blood cells'),
      ranged(RANGES.spo2, 'Oxygen saturation', { kind: 'spo2', field: 'value' }),
    ],
    conditionWords: /an(a)?emia|leuk|lymphoma|thrombocyt|h(a)?emophilia|diabet|sickle|polycyth/i,
    icd10Prefixes: ['D5', 'D6', 'D7', 'D8', 'E10', 'E11', 'E13'],
    medicationWords:
      /metformin|insulin|iron|ferrous|folic|cobalamin|b12|warfarin|heparin|apixaban|glipizide|sitagliptin|empagliflozin/i,
  },
  vascular: {
    indicators: [
      SYSTOLIC,
      DIASTOLIC,
      ranged(RANGES.heartRate, 'Heart rate', { kind: 'heart_rate', field: 'value' }),
      ranged(RANGES.cholesterolTotal, 'Total cholesterol'),
      ranged(RANGES.cholesterolLdl, 'LDL cholesterol'),
      ranged(RANGES.cholesterolHdl, 'HDL cholesterol'),
      ranged(RANGES.triglycerides, 'Triglycerides'),
      WEIGHT,
      BMI,
    ],
    conditionWords:
      /hypertens|coronary|heart|cardi|atrial|arrhythm|stroke|hyperlipid|cholesterol|vascular|bypass|angina|infarct|thromb/i,
    icd10Prefixes: ['I', 'E78'],
    medicationWords:
      /statin|lisinopril|losartan|valsartan|amlodipine|metoprolol|bisoprolol|atenolol|hydrochlorothiazide|aspirin|clopidogrel|warfarin|apixaban|rivaroxaban/i,
  },
  brain: {
    indicators: [
      ranged(RANGES.stress, 'Stress score', { kind: 'stress', field: 'value' }),
      ranged(RANGES.sleep, 'Sleep duration', 'sleep'),
      ranged(RANGES.vitaminB12, 'Vitamin B12'),
      ranged(RANGES.tsh, 'TSH'),
    ],
    conditionWords:
      /migraine|epilep|seizure|depress|anxiety|dementia|alzheimer|parkinson|insomnia|sleep|stroke|stress|hypothyroid/i,
    icd10Prefixes: ['F', 'G', 'E03'],
    medicationWords:
      /sertraline|fluoxetine|escitalopram|citalopram|bupropion|melatonin|zolpidem|levetiracetam|levothyroxine|sumatriptan|donepezil/i,
  },
  kidney: {
    indicators: [
      ranged(RANGES.creatinine, 'Creatinine'),
      ranged(RANGES.egfr, 'eGFR'),
      ranged(RANGES.bun, 'Urea nitrogen'),
      ranged(RANGES.albuminCreatinine, 'Microalbumin/creatinine'),
      ranged(RANGES.potassium, 'Potassium'),
      ranged(RANGES.sodium, 'Sodium'),
    ],
    conditionWords: /kidney|renal|nephr|\bckd\b|urinary|glomerul/i,
    icd10Prefixes: ['N0', 'N1', 'N2', 'N3'],
    medicationWords: /furosemide|spironolactone|allopurinol|sodium bicarbonate|sevelamer|calcitriol/i,
  },
  liver: {
    indicators: [
      ranged(RANGES.alt, 'ALT'),
      ranged(RANGES.ast, 'AST'),
      ranged(RANGES.alkalinePhosphatase, 'Alkaline phosphatase'),
      ranged(RANGES.bilirubin, 'Bilirubin'),
      ranged(RANGES.albumin, 'Albumin'),
    ],
    conditionWords: /liver|hepat|cirrho|gallbladder|biliar|cholestas/i,
    icd10Prefixes: ['K70', 'K71', 'K72', 'K73', 'K74', 'K75', 'K76', 'K77', 'B15', 'B16', 'B17', 'B18', 'B19'],
    medicationWords: /ursodiol|lactulose|rifaximin|entecavir|tenofovir/i,
  },
  digestion: {
    indicators: [
      ranged(RANGES.lipase, 'Lipase'),
      ranged(RANGES.amylase, 'Amylase'),
      ranged(RANGES.calprotectin, 'Fecal calprotectin'),
      FASTING_GLUCOSE,
      WEIGHT,
      BMI,
    ],
    conditionWords: /gastr|colitis|crohn|bowel|\bibs\b|reflux|gerd|c(o)?eliac|pancrea|ulcer|obes|diverticul/i,
    icd10Prefixes: ['K2', 'K3', 'K5', 'K6', 'K8', 'K9', 'E66'],
    medicationWords:
      /omeprazole|pantoprazole|esomeprazole|lansoprazole|famotidine|mesalamine|loperamide|pancrelipase|semaglutide/i,
  },
  eye: {
    indicators: [
      ranged(RANGES.intraocularPressure, 'Intraocular pressure'),
      { codes: ['98498-9', '79880-0'], display: 'Visual acuity', unit: '{ratio}' },
      HBA1C,
    ],
    conditionWords: /glaucoma|cataract|retinopath|macular|myopia|vision|\beye\b|diabet/i,
    icd10Prefixes: ['H0', 'H1', 'H2', 'H3', 'H4', 'H5'],
    medicationWords: /latanoprost|timolol|brimonidine|dorzolamide|atropine|ranibizumab|aflibercept/i,
  },
};

export const TWIN_SYSTEM_IDS = Object.keys(TWIN_SYSTEMS) as TwinSystemId[];
