import { writeFileSync } from "node:fs";
import { lineChartPng } from "./src/mail/chart-png";
const pts = (f: (i: number) => number | null) => Array.from({ length: 30 }, (_, i) => ({ at: new Date(Date.UTC(2026, 9, 25 + i)).toISOString(), value: f(i) }));
writeFileSync("/tmp/mail-chart.png", lineChartPng({ title: "SEO score", max: 100, series: [
  { name: "Yours: /shoes", points: pts((i) => 80 - (i > 20 ? 15 : 0)) },
  { name: "rival.example/shoes", points: pts((i) => (i === 10 ? null : 60 + i)) },
] }));
