// The package ships no types; only what the rich-results oracle test uses.
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld?: Record<string, unknown[]>;
      microdata?: Record<string, unknown[]>;
    }): Promise<{ severity: "ERROR" | "WARNING"; issueMessage: string; fieldNames?: string[] }[]>;
  }
}
