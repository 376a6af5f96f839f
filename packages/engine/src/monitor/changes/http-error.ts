import { outageRule } from "./outage-rule";

/** The page answers 4xx (at once) or 5xx (two observations in a row). */
export const httpError = outageRule("http_error");
