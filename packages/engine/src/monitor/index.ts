/** Monitoring (issue 17): observing a tracked page, detecting its changes, diffing two observations. */
export { CHANGE_SEVERITY } from "./change-types";
export type { PageChangeType } from "./changes";
export { detectChanges } from "./detect-changes";
export {
  DIFFED_FIELDS,
  type DiffedField,
  diffObservations,
  type FieldDiff,
  type ObservationDiff,
} from "./diff-observations";
export type { ChangeSeverity, ChangeType, DetectedChange, PageObservation } from "./observation";
export {
  type ObservePageOptions,
  observeArtifacts,
  observePage,
  type PageToObserve,
} from "./observe-page";
export { MAX_EDIT_WORDS, type TextDiffPart } from "./word-diff";
