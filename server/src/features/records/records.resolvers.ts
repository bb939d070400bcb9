import { requireActor, requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { attachmentUrl } from './attachment-rules.js';
import { observationInterpretation, observationRange } from './observation-range.js';

export const recordsResolvers: Resolvers = {
  Query: {
    records: (_p, a, ctx) => ctx.services.records.list(requireActor(ctx), a),
    record: (_p, a, ctx) => ctx.services.records.get(requireActor(ctx), a.id),
    patientSuggestions: (_p, _a, ctx) => ctx.services.records.patientSuggestions(requireVerified(ctx).user.id),
  },
  Mutation: {
    createRecord: (_p, a, ctx) => ctx.services.records.create(requireVerified(ctx).user.id, a.input),
    updateRecord: (_p, a, ctx) => ctx.services.records.update(requireVerified(ctx).user.id, a.id, a.input),
    deleteRecord: (_p, a, ctx) => ctx.services.records.remove(requireVerified(ctx).user.id, a.id),
    deleteAttachment: (_p, a, ctx) =>
      ctx.services.records.removeAttachment(requireVerified(ctx).user.id, a.recordId, a.id),
    dismissPatientSuggestion: (_p, a, ctx) =>
      ctx.services.records.dismissPatientSuggestion(requireVerified(ctx).user.id, a.id),
  },
  Attachment: { url: (a) => attachmentUrl(a) },
  Observation: {
    referenceRange: (o) => observationRange(o),
    interpretation: (o) => observationInterpretation(o),
  },
  RecordKind: {
    LAB_RESULT: 'lab_result',
    LAB_PANEL: 'lab_panel',
    CONDITION: 'condition',
    MEDICATION: 'medication',
    IMMUNIZATION: 'immunization',
    PROCEDURE: 'procedure',
    ALLERGY: 'allergy',
    ENCOUNTER: 'encounter',
    IMAGING: 'imaging',
    VITAL_SIGN: 'vital_sign',
    DOCUMENT: 'document',
  },
  RecordSource: { MANUAL: 'manual', FHIR: 'fhir' },
  Interpretation: { LOW: 'low', NORMAL: 'normal', HIGH: 'high', CRITICAL: 'critical' },
  RecordFlag: { MISSING_CODE: 'missing_code', NON_STANDARD_CODE: 'non_standard_code', MISSING_DATE: 'missing_date' },
  RecordSort: { DATE_DESC: 'date_desc', DATE_ASC: 'date_asc', TITLE_ASC: 'title_asc', UPDATED_DESC: 'updated_desc' },
};
