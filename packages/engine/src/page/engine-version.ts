/** Version of the analysis rules; bump when a check, weight or fact definition changes verdicts. */
export const ENGINE_VERSION = "0.3.0";
