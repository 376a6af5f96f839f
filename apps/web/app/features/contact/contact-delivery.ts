import type { ContactChannel } from "@ranklens/shared/api/contact";

/**
 * "What happens after you contact us", as this server really handles a
 * message: e-mailed on to the support address only when SMTP is configured;
 * otherwise stored on the server, where nobody is notified of it.
 */
export function contactDeliveryText(
  delivery: ContactChannel["delivery"] | undefined,
  supportEmail: string,
): string {
  switch (delivery) {
    case "email":
      return `Your contact request is stored on our server and e-mailed to ${supportEmail}. A member of the team replies to the address you entered, during the support hours above.`;
    case "stored":
      return `Your contact request is stored on this server. No mail server is set up here, so it is not e-mailed on to ${supportEmail}: it waits until the site's operator reads it on the server, and an answer can take longer. For a quicker answer, write to ${supportEmail} from your own e-mail.`;
    default:
      // Prerendered HTML, and a server that could not be asked: true whichever way this server is set up.
      return `Your contact request is stored on our server and, when this server has mail set up, e-mailed to ${supportEmail}. A member of the team replies to the address you entered, during the support hours above.`;
  }
}
