export { type Bar, BarChart } from "./bar-chart";
export { LineChart, type LineChartProps, LineChartSvg, type Series } from "./line-chart";
export {
  type Column,
  columnTotal,
  StackedColumnChart,
  type StackedColumnChartProps,
  StackedColumnChartSvg,
} from "./stacked-column-chart";
