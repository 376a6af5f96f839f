import { randomUUID } from "node:crypto";
import type { ReportCadence } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { type ParsedMail, simpleParser } from "mailparser";
import type { AppDeps } from "../src/app-env";
import type { Database } from "../src/db/schema";
import { createLogger } from "../src/lib/logger";
import { createMailer, type Mailer } from "../src/mail/mailer";
import { type ReportDeliveryDeps, reportDeliveryDeps } from "../src/reports/delivery/report-delivery-deps";
import type { ReportDefinition, ReportRange } from "../src/reports/document/report-definition";
import type { ReportDocument } from "../src/reports/document/report-document";
import { sampleReportDocument } from "./report-sample-document";

/** Bytes the stub renderer returns: enough of a PDF for the attachment's checks. */
export const STUB_PDF = Buffer.from("%PDF-1.7\n% stub\n%%EOF\n");

/** What the stand-in builder and renderer were asked for, to count documents and PDFs per run. */
export interface DeliveryStubs {
  built: { definition: ReportDefinition; range: ReportRange; branded: boolean }[];
  rendered: ReportDocument[];
  /** When set, the renderer rejects (a broken PDF renderer). */
  pdfFails: boolean;
}

/**
 * The app's report delivery dependencies with a builder that returns the sample document (its
 * title the definition's name, its period the range asked for) and a renderer that returns
 * STUB_PDF, both recording their calls; `mailer` replaces the app's.
 */
export function stubbedDeliveryDeps(
  deps: AppDeps,
  options: { mailer?: Mailer } = {},
): { deps: ReportDeliveryDeps; stubs: DeliveryStubs } {
  const stubs: DeliveryStubs = { built: [], rendered: [], pdfFails: false };
  return {
    stubs,
    deps: {
      ...reportDeliveryDeps(deps),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      async buildDocument(definition, { range, branded }) {
        stubs.built.push({ definition, range, branded: branded ?? false });
        return {
          ...sampleReportDocument({ rows: 12 }),
          title: definition.name,
          period: { ...range, label: `${range.from} – ${range.to}` },
        };
      },
      async renderPdf(document) {
        stubs.rendered.push(document);
        if (stubs.pdfFails) throw new Error("Typst: font not found");
        return STUB_PDF;
      },
    },
  };
}

/**
 * A report definition with its schedule, stored as the reports API would store it; created at the
 * start of 2026 unless `createdAt` says otherwise (a report sends only periods that ended after it was made).
 */
export async function insertReport(
  db: Kysely<Database>,
  input: {
    workspaceId: string;
    name: string;
    cadence: ReportCadence;
    recipients: string[];
    createdAt?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const at = input.createdAt ?? "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("reports")
    .values({
      id,
      workspace_id: input.workspaceId,
      name: input.name,
      site_id: null,
      segment_id: null,
      project_id: null,
      period: "last_30_days",
      from_date: null,
      to_date: null,
      sections: JSON.stringify([{ kind: "site_health" }, { kind: "note", text: "Hello" }]),
      paper: "a4",
      cadence: input.cadence,
      recipients: JSON.stringify(input.recipients),
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A site of a workspace (no crawl: the summary's stub builder reads nothing). */
export async function insertSite(
  db: Kysely<Database>,
  input: { workspaceId: string; name: string; createdAt?: string },
): Promise<string> {
  const id = randomUUID();
  const at = input.createdAt ?? new Date().toISOString();
  await db
    .insertInto("sites")
    .values({
      id,
      workspace_id: input.workspaceId,
      name: input.name,
      start_url: `https://${input.name}/`,
      settings: "{}",
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A received message parsed as MIME, inline images' cid: links kept. */
export const parseMail = (raw: string): Promise<ParsedMail> => simpleParser(raw, { keepCidLinks: true });

/** A header's value, folded lines joined. */
export function mailHeader(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, " ")
    .slice(name.length + 1)
    .trim();
}

/** The List-Unsubscribe address (RFC 2369 angle brackets removed). */
export const unsubscribeLinkOf = (mail: ParsedMail) =>
  mailHeader(mail, "list-unsubscribe")?.match(/^<(.+)>$/)?.[1];

/**
 * A real SMTP mailer to the sink at `smtpUrl` that refuses, once each, the addresses put in
 * `failOnce` (a temporary 451), so a test sees a failed send retried for that recipient alone.
 */
export function smtpMailerFailingOnce(smtpUrl: string, failOnce: Set<string>): Mailer {
  const smtp = createMailer({
    smtpUrl,
    from: "RankLens <reports@ranklens.test>",
    outboxDir: "/nonexistent",
    logger: createLogger("silent"),
  });
  return {
    transport: "smtp",
    async send(message) {
      if (failOnce.delete(message.to)) throw new Error("451 4.3.0 Try again later");
      await smtp.send(message);
    },
  };
}
