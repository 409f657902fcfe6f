import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * The same Message-ID on every try of one mail (the outbox row's), so a mail server that got a
   * mail twice, after a crash between its acceptance and the row's update, can tell.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP when a URL is configured; otherwise each mail becomes an .eml file in the outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first mail, not at start-up.
  let transport: Promise<Transporter> | undefined;
  const transporter = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    );
    return transport;
  };
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transporter()).sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  return {
    async send(mail) {
      const info = await (await transporter()).sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
