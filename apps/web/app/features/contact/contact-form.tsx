import { CONTACT_LIMITS, CONTACT_SENT_MESSAGE, type ContactReceipt } from "@ranklens/shared/api/contact";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { type ContactField, type ContactFieldErrors, validateContactForm } from "./validate-contact-form";

const EMPTY: Record<ContactField, string> = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form: Name, Email, Subject, Message (4 rows), 'Send message'.
 * Errors appear beside their fields; on success a toast confirms and the form clears.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sending, setSending] = useState(false);

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setSending(true);
    try {
      await apiRequest<ContactReceipt>("/api/v1/contact", { method: "POST", json: checked.message });
      toast.success(CONTACT_SENT_MESSAGE);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : "Failed to send your message. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...field("name")} />
        <Input label="Email" type="email" autoComplete="email" required {...field("email")} />
      </div>
      <Input label="Subject" maxLength={CONTACT_LIMITS.subject} {...field("subject")} />
      <Textarea label="Message" rows={4} required maxLength={CONTACT_LIMITS.message} {...field("message")} />
      <p className="text-xs text-slate-600">
        Email and Message are required; we use your address only to reply.
      </p>
      <Button type="submit" loading={sending} loadingLabel="Sending...">
        Send message
      </Button>
    </form>
  );
}
