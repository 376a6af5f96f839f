import { Clock, Mail, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "../components/site/page-intro";
import { PublicLayout } from "../components/site/public-layout";
import { contactDeliveryText } from "../features/contact/contact-delivery";
import { ContactForm } from "../features/contact/contact-form";
import { useContactChannel } from "../features/contact/use-contact-channel";
import { supportEmailAtBuild } from "../lib/build-settings";
import { PRODUCT_NAME } from "../lib/product";
import { absoluteUrl, breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/contact";

/**
 * Build time only: the support address (SUPPORT_EMAIL) for the prerendered
 * HTML. In the browser the server's own answer (GET /api/v1/contact) replaces
 * it, with whether messages are e-mailed on at all.
 */
export function loader() {
  return {
    publicUrl: publicUrlAtBuild(),
    supportEmail: supportEmailAtBuild(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `Contact the ${PRODUCT_NAME} Team: Support and Questions`,
    description:
      "Contact the RankLens team with questions about SEO analysis, plans or self-hosting. Send a message or e-mail support; we reply Monday to Friday.",
    path: "/contact",
    publicUrl: loaderData.publicUrl,
    jsonLd: [
      {
        "@type": "ContactPage",
        name: `Contact ${PRODUCT_NAME}`,
        url: absoluteUrl(loaderData.publicUrl, "/contact"),
      },
      breadcrumbJsonLd(loaderData.publicUrl, [["Contact", "/contact"]]),
    ],
  });

const LINK = "font-medium text-indigo-700 underline underline-offset-2";

/** Contact: support e-mail, hours and the contact form (spec §2 "Contact"). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const channel = useContactChannel();
  const supportEmail = channel?.supportEmail ?? loaderData.supportEmail;
  return (
    <PublicLayout>
      <PageIntro eyebrow="Contact" title={`Get in touch with ${PRODUCT_NAME}`}>
        <p>
          Contact the RankLens team with a question about SEO analysis, your plan or running RankLens on your
          own server. A person reads and answers every contact request.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="reach-heading" className="space-y-6">
          <h2 id="reach-heading" className="text-xl font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">Email</h3>
              <a href={`mailto:${supportEmail}`} className="text-indigo-700 underline underline-offset-2">
                {supportEmail}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">Support hours</h3>
              <p className="text-slate-600">Mon-Fri 9am to 5pm PST</p>
            </div>
          </div>
          <div className="flex gap-3">
            <MessageSquareText className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">No live chat</h3>
              <p className="text-slate-600">
                We answer every message by e-mail instead, so the answer stays with you.
              </p>
            </div>
          </div>
        </section>
        <section
          aria-labelledby="form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="form-heading" className="text-xl font-semibold text-slate-900">
            Contact form
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
      <div className="border-t border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
          <section aria-labelledby="before-heading">
            <h2 id="before-heading" className="text-xl font-semibold text-slate-900">
              Before you contact us
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              <li>
                Many questions about checks, keyword density, plans and limits are answered in the{" "}
                <Link to="/help" className={LINK}>
                  RankLens help center
                </Link>
                .
              </li>
              <li>
                Installing RankLens, connecting mail or an AI model, and every setting are covered in the{" "}
                <Link to="/docs" className={LINK}>
                  RankLens user guide
                </Link>
                .
              </li>
              <li>
                If a page cannot be analysed, include its address and the error you saw when you contact
                support; it saves a round of questions.
              </li>
              <li>
                For questions about your plan or a payment, give the e-mail address of your account. We will
                never ask for your password.
              </li>
              <li>
                To report a security problem, contact us by e-mail and start the subject with "Security".
              </li>
            </ul>
          </section>
          <section aria-labelledby="after-heading">
            <h2 id="after-heading" className="text-xl font-semibold text-slate-900">
              What happens after you contact us
            </h2>
            <p className="mt-4 text-slate-700" data-testid="contact-delivery">
              {contactDeliveryText(channel?.delivery, supportEmail)}
            </p>
            <p className="mt-4 text-slate-700">
              We use your address only to answer you; the{" "}
              <Link to="/privacy" className={LINK}>
                RankLens privacy policy
              </Link>{" "}
              explains what we keep and for how long.
            </p>
            <h3 className="mt-8 font-semibold text-slate-900">Running RankLens on your own server?</h3>
            <p className="mt-2 text-slate-700">
              Tell us which version you run, whether it uses SQLite or PostgreSQL, and whether mail (SMTP) and
              an AI provider are configured. Log lines help most: set LOG_LEVEL=debug, repeat what went wrong
              and paste the relevant lines, with passwords, keys and other secrets removed. That way we can
              usually answer with a fix instead of a question.
            </p>
          </section>
        </div>
      </div>
    </PublicLayout>
  );
}
