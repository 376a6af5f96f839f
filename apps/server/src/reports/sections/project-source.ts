import type { ProjectReportData } from "../../monitoring";

/** Where a monitoring section's figures come from: the project's own checks of its tracked pages. */
export const monitoringSource = (data: ProjectReportData): string =>
  `RankLens monitoring of the project “${data.project.name}” (tracked pages re-analysed on its schedule)`;
