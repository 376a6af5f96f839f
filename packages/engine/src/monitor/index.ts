/** Monitoring (issue 17): observing a tracked page, detecting its changes, diffing two observations. */
export { CHANGE_SEVERITY } from "./change-types";
export type { PageChangeType } from "./changes";
export { detectChanges } from "./detect-changes";
export type { ChangeSeverity, ChangeType, DetectedChange, PageObservation } from "./observation";
