// The digital twin as data: for each body system, its indicators (LOINC codes, display, default UCUM unit
// and adult reference range — used when an observation brings none), the live vitals that belong to it, and
// how to recognise related conditions (title words, ICD-10 prefixes) and medications (drug names).
// Extending a page is adding a line here. Ranges are common adult defaults, not medical advice.
import type { VitalKind } from '../../../../db/schema/index.js';
import { SLEEP, VITALS } from '../vitals/vital-definitions.js';

export type TwinSystemId = 'blood' | 'vascular' | 'brain' | 'kidney' | 'liver' | 'digestion' | 'eye';

export interface IndicatorDef {
  /** Main code (shown), then every code that measures the same thing. */
  codes: [string, ...string[]];
  display: string;
  unit: string;
  refLow?: number;
  refHigh?: number;
  /** A live vital that feeds it: its value, or value2 (diastolic), or the nightly sleep total in hours. */
  live?: { kind: VitalKind; field: 'value' | 'value2' } | 'sleep';
}

export interface TwinSystemDef {
  indicators: IndicatorDef[];
  conditionWords: RegExp;
  icd10Prefixes: string[];
  medicationWords: RegExp;
}

const BP = VITALS.blood_pressure;
const SYSTOLIC: IndicatorDef = { codes: [BP.valueCode ?? '8480-6'], display: 'Systolic blood pressure', unit: 'mm[Hg]', refLow: 90, refHigh: 120, live: { kind: 'blood_pressure', field: 'value' } };
const DIASTOLIC: IndicatorDef = { codes: [BP.value2Code ?? '8462-4'], display: 'Diastolic blood pressure', unit: 'mm[Hg]', refLow: 60, refHigh: 80, live: { kind: 'blood_pressure', field: 'value2' } };
const HBA1C: IndicatorDef = { codes: ['4548-4'], display: 'Hemoglobin A1c', unit: '%', refLow: 4, refHigh: 5.6 };
const GLUCOSE: IndicatorDef = { codes: ['2339-0', '1558-6', VITALS.glucose.code], display: 'Glucose', unit: 'mg/dL', refLow: 70, refHigh: 99, live: { kind: 'glucose', field: 'value' } };
const WEIGHT: IndicatorDef = { codes: ['29463-7'], display: 'Body weight', unit: 'kg' };
const BMI: IndicatorDef = { codes: ['39156-5'], display: 'Body mass index', unit: 'kg/m2', refLow: 18.5, refHigh: 24.9 };

export const TWIN_SYSTEMS: Record<TwinSystemId, TwinSystemDef> = {
  blood: {
    indicators: [
      { codes: ['718-7'], display: 'Hemoglobin', unit: 'g/dL', refLow: 12, refHigh: 17.5 },
      HBA1C,
      GLUCOSE,
      { codes: ['777-3'], display: 'Platelets', unit: '10*3/uL', refLow: 150, refHigh: 450 },
      { codes: ['6690-2'], display: 'White blood cells', unit: '10*3/uL', refLow: 4.5, refHigh: 11 },
      { codes: [VITALS.spo2.code, '2708-6'], display: 'Oxygen saturation', unit: '%', refLow: 95, refHigh: 100, live: { kind: 'spo2', field: 'value' } },
    ],
    conditionWords: /an(a)?emia|leuk|lymphoma|thrombocyt|h(a)?emophilia|diabet|sickle|polycyth/i,
    icd10Prefixes: ['D5', 'D6', 'D7', 'D8', 'E10', 'E11', 'E13'],
    medicationWords: /metformin|insulin|iron|ferrous|folic|cobalamin|b12|warfarin|heparin|apixaban|glipizide|sitagliptin|empagliflozin/i,
  },
  vascular: {
    indicators: [
      SYSTOLIC,
      DIASTOLIC,
      { codes: [VITALS.heart_rate.code], display: 'Heart rate', unit: '/min', refLow: 60, refHigh: 100, live: { kind: 'heart_rate', field: 'value' } },
      { codes: ['2093-3'], display: 'Total cholesterol', unit: 'mg/dL', refHigh: 200 },
      { codes: ['18262-6', '13457-7', '2089-1'], display: 'LDL cholesterol', unit: 'mg/dL', refHigh: 100 },
      { codes: ['2085-9'], display: 'HDL cholesterol', unit: 'mg/dL', refLow: 40 },
      { codes: ['2571-8'], display: 'Triglycerides', unit: 'mg/dL', refHigh: 150 },
      WEIGHT,
      BMI,
    ],
    conditionWords: /hypertens|coronary|heart|cardi|atrial|arrhythm|stroke|hyperlipid|cholesterol|vascular|bypass|angina|infarct|thromb/i,
    icd10Prefixes: ['I', 'E78'],
    medicationWords: /statin|lisinopril|losartan|valsartan|amlodipine|metoprolol|bisoprolol|atenolol|hydrochlorothiazide|aspirin|clopidogrel|warfarin|apixaban|rivaroxaban/i,
  },
  brain: {
    indicators: [
      { codes: [VITALS.stress.code], display: 'Stress score', unit: '{score}', refLow: 0, refHigh: 50, live: { kind: 'stress', field: 'value' } },
      { codes: [SLEEP.totalCode], display: 'Sleep duration', unit: 'h', refLow: 7, refHigh: 9, live: 'sleep' },
      { codes: ['2132-9'], display: 'Vitamin B12', unit: 'pg/mL', refLow: 200, refHigh: 900 },
      { codes: ['3016-3'], display: 'TSH', unit: 'm[IU]/L', refLow: 0.4, refHigh: 4 },
    ],
    conditionWords: /migraine|epilep|seizure|depress|anxiety|dementia|alzheimer|parkinson|insomnia|sleep|stroke|stress|hypothyroid/i,
    icd10Prefixes: ['F', 'G', 'E03'],
    medicationWords: /sertraline|fluoxetine|escitalopram|citalopram|bupropion|melatonin|zolpidem|levetiracetam|levothyroxine|sumatriptan|donepezil/i,
  },
  kidney: {
    indicators: [
      { codes: ['2160-0', '38483-4'], display: 'Creatinine', unit: 'mg/dL', refLow: 0.6, refHigh: 1.3 },
      { codes: ['33914-3', '62238-1'], display: 'eGFR', unit: 'mL/min/{1.73_m2}', refLow: 60 },
      { codes: ['6299-2', '3094-0'], display: 'Urea nitrogen', unit: 'mg/dL', refLow: 7, refHigh: 20 },
      { codes: ['14959-1'], display: 'Microalbumin/creatinine', unit: 'mg/g', refHigh: 30 },
      { codes: ['6298-4', '2823-3'], display: 'Potassium', unit: 'mmol/L', refLow: 3.5, refHigh: 5.1 },
      { codes: ['2947-0', '2951-2'], display: 'Sodium', unit: 'mmol/L', refLow: 136, refHigh: 145 },
    ],
    conditionWords: /kidney|renal|nephr|\bckd\b|urinary|glomerul/i,
    icd10Prefixes: ['N0', 'N1', 'N2', 'N3'],
    medicationWords: /furosemide|spironolactone|allopurinol|sodium bicarbonate|sevelamer|calcitriol/i,
  },
  liver: {
    indicators: [
      { codes: ['1742-6'], display: 'ALT', unit: 'U/L', refLow: 7, refHigh: 56 },
      { codes: ['1920-8'], display: 'AST', unit: 'U/L', refLow: 10, refHigh: 40 },
      { codes: ['6768-6'], display: 'Alkaline phosphatase', unit: 'U/L', refLow: 44, refHigh: 147 },
      { codes: ['1975-2'], display: 'Bilirubin', unit: 'mg/dL', refLow: 0.1, refHigh: 1.2 },
      { codes: ['1751-7'], display: 'Albumin', unit: 'g/dL', refLow: 3.5, refHigh: 5 },
    ],
    conditionWords: /liver|hepat|cirrho|gallbladder|biliar|cholestas/i,
    icd10Prefixes: ['K70', 'K71', 'K72', 'K73', 'K74', 'K75', 'K76', 'K77', 'B15', 'B16', 'B17', 'B18', 'B19'],
    medicationWords: /ursodiol|lactulose|rifaximin|entecavir|tenofovir/i,
  },
  digestion: {
    indicators: [
      { codes: ['3040-3'], display: 'Lipase', unit: 'U/L', refLow: 10, refHigh: 140 },
      { codes: ['1798-8'], display: 'Amylase', unit: 'U/L', refLow: 30, refHigh: 110 },
      { codes: ['38445-3'], display: 'Fecal calprotectin', unit: 'ug/g', refHigh: 50 },
      { codes: ['1558-6'], display: 'Fasting glucose', unit: 'mg/dL', refLow: 70, refHigh: 99 },
      WEIGHT,
      BMI,
    ],
    conditionWords: /gastr|colitis|crohn|bowel|\bibs\b|reflux|gerd|c(o)?eliac|pancrea|ulcer|obes|diverticul/i,
    icd10Prefixes: ['K2', 'K3', 'K5', 'K6', 'K8', 'K9', 'E66'],
    medicationWords: /omeprazole|pantoprazole|esomeprazole|lansoprazole|famotidine|mesalamine|loperamide|pancrelipase|semaglutide/i,
  },
  eye: {
    indicators: [
      { codes: ['56844-4', '79892-5'], display: 'Intraocular pressure', unit: 'mm[Hg]', refLow: 10, refHigh: 21 },
      { codes: ['98498-9', '79880-0'], display: 'Visual acuity', unit: '{ratio}' },
      HBA1C,
    ],
    conditionWords: /glaucoma|cataract|retinopath|macular|myopia|vision|\beye\b|diabet/i,
    icd10Prefixes: ['H0', 'H1', 'H2', 'H3', 'H4', 'H5'],
    medicationWords: /latanoprost|timolol|brimonidine|dorzolamide|atropine|ranibizumab|aflibercept/i,
  },
};

export const TWIN_SYSTEM_IDS = Object.keys(TWIN_SYSTEMS) as TwinSystemId[];
