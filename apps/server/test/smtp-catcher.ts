import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMail } from "./harness";

/** A mail as the catcher received it: its envelope, Message-ID, subject and text. */
export interface CaughtMail {
  to: string;
  /** The envelope sender (MAIL FROM). */
  from: string;
  messageId: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that can be stopped and started again on the same port, as a mail
 * server that goes away and comes back.
 */
export async function smtpCatcher() {
  const received: CaughtMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start() {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString();
          const mail = readMail(raw);
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            messageId: raw.match(/^Message-ID:\s*(.*)$/im)?.[1]?.trim() ?? "",
            subject: mail.subject,
            text: mail.text,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => next.listen(port, "127.0.0.1", resolve));
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    start,
    stop,
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof smtpCatcher>>;
