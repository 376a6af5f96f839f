import { canonicalChanged } from "./canonical-changed";
import type { ChangeRule } from "./change-rule";
import { checkFailing } from "./check-failing";
import { descriptionChanged } from "./description-changed";
import { h1Changed } from "./h1-changed";
import { httpError } from "./http-error";
import { noindexAdded } from "./noindex-added";
import { pageRecovered } from "./page-recovered";
import { robotsBlocked } from "./robots-blocked";
import { scoreDropped } from "./score-dropped";
import { textChanged } from "./text-changed";
import { titleChanged } from "./title-changed";
import { titleRemoved } from "./title-removed";
import { unreachable } from "./unreachable";

/** Every change rule, in the order changes are listed: critical first. */
export const CHANGE_RULES: readonly ChangeRule[] = [
  httpError,
  unreachable,
  noindexAdded,
  robotsBlocked,
  canonicalChanged,
  titleRemoved,
  titleChanged,
  descriptionChanged,
  h1Changed,
  scoreDropped,
  checkFailing,
  textChanged,
  pageRecovered,
];

export type { ChangeContext, ChangeFinding, ChangeRule, PageChangeType } from "./change-rule";
