import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface LegendItem {
  label: string;
  colour: string;
  /** A line swatch (a series) or a filled one (a band or a bar). */
  shape: 'line' | 'band';
}

/** A compact legend for charts whose series are more than their MUI legend would show well (bands). */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 18,
              height: item.shape === 'line' ? 3 : 10,
              borderRadius: 1,
              bgcolor: item.shape === 'line' ? item.colour : alpha(item.colour, 0.3),
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {item.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
