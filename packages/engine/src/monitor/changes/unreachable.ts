import { outageRule } from "./outage-rule";

/** No response (timeout, DNS, refused connection…) two observations in a row. */
export const unreachable = outageRule("unreachable");
