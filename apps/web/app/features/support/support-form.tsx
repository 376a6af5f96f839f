import { SUPPORT_LIMITS, SUPPORT_SENT_MESSAGE, type SupportReceipt } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-error";
import { sendSupportRequest } from "../../lib/support-api";
import { type SupportField, type SupportFieldErrors, validateSupportForm } from "./validate-support-form";

const EMPTY: Record<SupportField, string> = { subject: "", message: "" };
const SEND_FAILED = "Your request could not be sent. Please try again.";

/**
 * The signed-in "Contact support" form: Subject and Message, checked with the
 * server's schema before sending. A refusal from the server (rate limit,
 * signed out, validation) is shown above the button and in a toast; on
 * success the page shows the receipt instead of the form.
 */
export function SupportForm({ onSent }: { onSent: (receipt: SupportReceipt) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: (receipt) => {
      toast.success(SUPPORT_SENT_MESSAGE);
      setValues(EMPTY);
      onSent(receipt);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : SEND_FAILED;
      setServerError(message);
      toast.error(message);
    },
  });

  const field = (name: SupportField) => ({
    name,
    value: values[name],
    error: errors[name],
    maxLength: SUPPORT_LIMITS[name],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const checked = validateSupportForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setErrors({});
    send.mutate(checked.request);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact support">
      <Input label="Subject" placeholder="What do you need help with?" {...field("subject")} />
      <Textarea
        label="Message"
        rows={8}
        hint="Include the page address, what you did and the error you saw; never your password."
        {...field("message")}
      />
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={send.isPending} loadingLabel="Sending...">
        Send to support
      </Button>
    </form>
  );
}
