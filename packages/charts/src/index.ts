export { type Bar, BarChart } from "./bar-chart";
export { LineChart, type LineChartProps, LineChartSvg, type Series } from "./line-chart";
