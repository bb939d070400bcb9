// The demo account's laboratory history: two coherent rounds of results (about ten months ago and three weeks
// ago) covering every twin system, as a FHIR R4 collection Bundle the importer stores like any upload. The
// story is one person's: prediabetes, raised lipids and a fatty liver improving with lifestyle changes, early
// albuminuria, weight coming down; the rest normal. Values carry LOINC codes, UCUM units, the reporting lab's reference range and
// an interpretation (H/L/N), so some results are flagged. Dates are relative to the day of the first start.
import { randomUUID } from 'node:crypto';

/** meta.source of every resource: how the seed recognises that the labs were already imported. */
export const DEMO_LABS_SOURCE = 'urn:health-portal:demo-labs';

interface Lab {
  loinc: string;
  display: string;
  unit: string;
  low?: number;
  high?: number;
  /** [about ten months ago, three weeks ago]; null = not measured that time. */
  values: [number | null, number];
}

interface Panel {
  loinc: string;
  display: string;
  category: 'laboratory' | 'exam' | 'vital-signs';
  labs: Lab[];
}

const PANELS: Panel[] = [
  {
    loinc: '24362-6',
    display: 'Renal function panel',
    category: 'laboratory',
    labs: [
      {
        loinc: '2160-0',
        display: 'Creatinine [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        low: 0.6,
        high: 1.3,
        values: [0.88, 0.94],
      },
      {
        loinc: '33914-3',
        display: 'Glomerular filtration rate/1.73 sq M.predicted',
        unit: 'mL/min/{1.73_m2}',
        low: 60,
        values: [86, 81],
      },
      {
        loinc: '6299-2',
        display: 'Urea nitrogen [Mass/volume] in Blood',
        unit: 'mg/dL',
        low: 7,
        high: 20,
        values: [15, 17],
      },
      {
        loinc: '6298-4',
        display: 'Potassium [Moles/volume] in Blood',
        unit: 'mmol/L',
        low: 3.5,
        high: 5.1,
        values: [4.2, 4.4],
      },
      {
        loinc: '2947-0',
        display: 'Sodium [Moles/volume] in Blood',
        unit: 'mmol/L',
        low: 136,
        high: 145,
        values: [141, 139],
      },
      {
        loinc: '14959-1',
        display: 'Microalbumin/Creatinine [Mass Ratio] in Urine',
        unit: 'mg/g',
        high: 30,
        values: [24, 38],
      },
    ],
  },
  {
    loinc: '24325-3',
    display: 'Hepatic function panel',
    category: 'laboratory',
    labs: [
      {
        loinc: '1742-6',
        display: 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma',
        unit: 'U/L',
        low: 7,
        high: 56,
        values: [72, 61],
      },
      {
        loinc: '1920-8',
        display: 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma',
        unit: 'U/L',
        low: 10,
        high: 40,
        values: [41, 36],
      },
      {
        loinc: '6768-6',
        display: 'Alkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma',
        unit: 'U/L',
        low: 44,
        high: 147,
        values: [88, 92],
      },
      {
        loinc: '1975-2',
        display: 'Bilirubin.total [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        low: 0.1,
        high: 1.2,
        values: [0.8, 0.7],
      },
      {
        loinc: '1751-7',
        display: 'Albumin [Mass/volume] in Serum or Plasma',
        unit: 'g/dL',
        low: 3.5,
        high: 5,
        values: [4.4, 4.3],
      },
    ],
  },
  {
    loinc: '58410-2',
    display: 'CBC panel - Blood by Automated count',
    category: 'laboratory',
    labs: [
      {
        loinc: '718-7',
        display: 'Hemoglobin [Mass/volume] in Blood',
        unit: 'g/dL',
        low: 12,
        high: 17.5,
        values: [13.9, 13.6],
      },
      {
        loinc: '6690-2',
        display: 'Leukocytes [#/volume] in Blood by Automated count',
        unit: '10*3/uL',
        low: 4.5,
        high: 11,
        values: [7.4, 6.9],
      },
      {
        loinc: '777-3',
        display: 'Platelets [#/volume] in Blood by Automated count',
        unit: '10*3/uL',
        low: 150,
        high: 450,
        values: [262, 248],
      },
    ],
  },
  {
    loinc: '57698-3',
    display: 'Lipid panel with direct LDL - Serum or Plasma',
    category: 'laboratory',
    labs: [
      {
        loinc: '2093-3',
        display: 'Cholesterol [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        high: 200,
        values: [231, 208],
      },
      {
        loinc: '18262-6',
        display: 'Cholesterol in LDL [Mass/volume] in Serum or Plasma by Direct assay',
        unit: 'mg/dL',
        high: 100,
        values: [149, 128],
      },
      {
        loinc: '2085-9',
        display: 'Cholesterol in HDL [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        low: 40,
        values: [47, 51],
      },
      {
        loinc: '2571-8',
        display: 'Triglyceride [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        high: 150,
        values: [188, 162],
      },
    ],
  },
  {
    loinc: '4548-4',
    display: 'Glycemic control',
    category: 'laboratory',
    labs: [
      {
        loinc: '4548-4',
        display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
        unit: '%',
        low: 4,
        high: 5.6,
        values: [6.1, 5.9],
      },
      {
        loinc: '1558-6',
        display: 'Fasting glucose [Mass/volume] in Serum or Plasma',
        unit: 'mg/dL',
        low: 70,
        high: 99,
        values: [109, 104],
      },
    ],
  },
  {
    loinc: '3016-3',
    display: 'Thyroid and vitamin B12',
    category: 'laboratory',
    labs: [
      {
        loinc: '3016-3',
        display: 'Thyrotropin [Units/volume] in Serum or Plasma',
        unit: 'm[IU]/L',
        low: 0.4,
        high: 4,
        values: [2.6, 2.3],
      },
      {
        loinc: '2132-9',
        display: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
        unit: 'pg/mL',
        low: 200,
        high: 900,
        values: [385, 410],
      },
    ],
  },
  {
    loinc: '3040-3',
    display: 'Pancreatic enzymes and calprotectin',
    category: 'laboratory',
    labs: [
      {
        loinc: '3040-3',
        display: 'Lipase [Enzymatic activity/volume] in Serum or Plasma',
        unit: 'U/L',
        low: 10,
        high: 140,
        values: [31, 34],
      },
      {
        loinc: '1798-8',
        display: 'Amylase [Enzymatic activity/volume] in Serum or Plasma',
        unit: 'U/L',
        low: 30,
        high: 110,
        values: [58, 62],
      },
      { loinc: '38445-3', display: 'Calprotectin [Mass/mass] in Stool', unit: 'ug/g', high: 50, values: [null, 22] },
    ],
  },
  {
    // Measured at the same two visits: without them the latest weight and BMI were the sample record's, from 2000.
    // Weight down with the lifestyle changes; the BMI (WHO adult range) still overweight, so flagged.
    loinc: '34565-2',
    display: 'Vital signs, weight and height panel',
    category: 'vital-signs',
    labs: [
      { loinc: '29463-7', display: 'Body weight', unit: 'kg', values: [92.4, 88.1] },
      { loinc: '8302-2', display: 'Body height', unit: 'cm', values: [178, 178] },
      {
        loinc: '39156-5',
        display: 'Body mass index (BMI) [Ratio]',
        unit: 'kg/m2',
        low: 18.5,
        high: 24.9,
        values: [29.2, 27.8],
      },
    ],
  },
  {
    loinc: '79892-5',
    display: 'Eye examination',
    category: 'exam',
    labs: [
      {
        loinc: '79892-5',
        display: 'Right eye Intraocular pressure',
        unit: 'mm[Hg]',
        low: 10,
        high: 21,
        values: [16, 17],
      },
      { loinc: '79880-0', display: 'Visual acuity uncorrected Right eye', unit: '{ratio}', values: [0.8, 0.8] },
    ],
  },
];

const PERFORMERS: Record<Panel['category'], string> = {
  laboratory: 'Riverside Clinical Laboratory',
  exam: 'City Eye Clinic',
  'vital-signs': 'Riverside Family Practice',
};

const DAY = 86_400_000;
const ROUNDS_DAYS_AGO = [305, 21] as const;

const interpretation = (v: number, low?: number, high?: number) => {
  const code = high !== undefined && v > high ? 'H' : low !== undefined && v < low ? 'L' : 'N';
  const display = { H: 'High', L: 'Low', N: 'Normal' }[code];
  return [
    { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code, display }] },
  ];
};

const quantity = (value: number, unit: string) => ({ value, unit, system: 'http://unitsofmeasure.org', code: unit });

/** The Bundle for a patient reference (the importer attaches everything to the signed-in account anyway). */
export function demoLabsBundle(now = Date.now()): object {
  const meta = { source: DEMO_LABS_SOURCE };
  const entry: object[] = [];
  ROUNDS_DAYS_AGO.forEach((daysAgo, round) => {
    // A morning draw, the report issued the next afternoon.
    const drawn = new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY + 8.5 * 3600_000).toISOString();
    const issued = new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY + DAY + 15 * 3600_000).toISOString();
    for (const panel of PANELS) {
      const category = [
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: panel.category }] },
      ];
      const results: string[] = [];
      for (const lab of panel.labs) {
        const value = lab.values[round];
        if (value === null || value === undefined) continue;
        const fullUrl = `urn:uuid:${randomUUID()}`;
        results.push(fullUrl);
        const range =
          lab.low !== undefined || lab.high !== undefined
            ? [
                {
                  ...(lab.low !== undefined ? { low: quantity(lab.low, lab.unit) } : {}),
                  ...(lab.high !== undefined ? { high: quantity(lab.high, lab.unit) } : {}),
                },
              ]
            : undefined;
        entry.push({
          fullUrl,
          resource: {
            resourceType: 'Observation',
            meta,
            status: 'final',
            category,
            code: {
              coding: [{ system: 'http://loinc.org', code: lab.loinc, display: lab.display }],
              text: lab.display,
            },
            effectiveDateTime: drawn,
            issued,
            valueQuantity: quantity(value, lab.unit),
            ...(range ? { referenceRange: range, interpretation: interpretation(value, lab.low, lab.high) } : {}),
          },
        });
      }
      entry.push({
        fullUrl: `urn:uuid:${randomUUID()}`,
        resource: {
          resourceType: 'DiagnosticReport',
          meta,
          status: 'final',
          category:
            panel.category === 'laboratory'
              ? [
                  {
                    coding: [
                      { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' },
                    ],
                  },
                ]
              : [],
          code: {
            coding: [{ system: 'http://loinc.org', code: panel.loinc, display: panel.display }],
            text: panel.display,
          },
          effectiveDateTime: drawn,
          issued,
          performer: [{ display: PERFORMERS[panel.category] }],
          result: results.map((reference) => ({ reference })),
        },
      });
    }
  });
  return { resourceType: 'Bundle', type: 'collection', entry };
}
