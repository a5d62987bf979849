import { phoneKey } from '../rules.ts';

/** A phone number as the calls carry it: '63' and '9171234567'. */
export type PhoneNumber = { country_code: string; phone: string };

export type SmsRecipient = { channel: 'sms' } & PhoneNumber;
/** An email address, kept in lower case. */
export type EmailRecipient = { channel: 'email'; email: string };
/** Where a one-time code goes: a phone, by SMS, or an email address. */
export type Recipient = SmsRecipient | EmailRecipient;

export const byPhone = ({ country_code, phone }: PhoneNumber): SmsRecipient => ({
  channel: 'sms',
  country_code,
  phone,
});

/** Addresses are compared without case: 'Ana@Example.ph' and 'ana@example.ph' are one inbox. */
export const byEmail = (email: string): EmailRecipient => ({
  channel: 'email',
  email: email.trim().toLowerCase(),
});

/** The subject of a recipient's limits: '63:9171234567' or 'email:ana@example.ph'. */
export const recipientKey = (r: Recipient): string =>
  r.channel === 'sms' ? phoneKey(r.country_code, r.phone) : `email:${r.email}`;

/** A recipient as seen from one address: the subject of the per-device limits. */
export const recipientFromIp = (r: Recipient, ip: string): string => `${recipientKey(r)}@${ip}`;

/** The otp_codes columns that name the recipient: a phone, or an address ('' in the others). */
export const recipientColumns = (r: Recipient) =>
  r.channel === 'sms'
    ? { country_code: r.country_code, phone: r.phone, email: '' }
    : { country_code: '', phone: '', email: r.email };

/** The recipient of an otp_codes row. */
export const recipientOfRow = (row: PhoneNumber & { email: string }): Recipient =>
  row.email ? byEmail(row.email) : byPhone(row);
