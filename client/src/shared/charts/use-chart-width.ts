// The width of the box a chart fills, so the axes can choose how many labels fit (shared/ui/use-element-width.ts).
export { useElementWidth as useChartWidth } from '../ui/use-element-width';
