import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReferenceRangeFieldsFragment } from '../../gql/graphql';
import { useRangeText, type RangeTextInput } from './use-range-text';

/** The range a value is judged by, in small print next to it; its source on hover. */
export function RangeNote({ testId, ...input }: RangeTextInput & { range: ReferenceRangeFieldsFragment; testId: string }) {
  const { t } = useTranslation();
  const text = useRangeText();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid={testId}
      // A laboratory's own range says so in the page's language; a guideline is cited by its own name.
      title={t('ranges.source', { source: input.range.context === 'LAB_REPORTED' ? t('ranges.reportingLab') : input.range.source })}
    >
      {text(input)}
    </Typography>
  );
}
