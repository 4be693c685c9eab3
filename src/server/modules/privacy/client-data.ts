import type { Column } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appointmentWaitlistEntries,
  appointments,
  auditLog,
  authUsers,
  authVerifications,
  calorieDiary,
  diaryEntryPhotos,
  clientGoals,
  clientMeasurements,
  clients,
  consentRecords,
  kvkkRequests,
  conversations,
  goals,
  mailConsents,
  mailLogs,
  mailOutbox,
  mailSendRecipients,
  mailSends,
  messagePhotos,
  messages,
  notifications,
  nutritionProgramFoodLines,
  nutritionPrograms,
  orderItems,
  orders,
  pushPreferences,
  pushSubscriptions,
  rateLimitBuckets,
  reminderDeliveries,
  reminderSettings,
  storedImages,
  waterGlassReceipts,
  waterIntake,
} from '../../db/schema/index.ts';

// The one list of the tables that hold a client's data and how each row is tied to the client: the
// data download (KVKK Article 11, ADR 0073) reads it, and the erasure (ADR 0077) works from the same
// list, so that the two never disagree about what "the client's data" is. A new table with a client's
// data adds its line here, with what the erasure does with its rows.
//
// Left out on purpose (see ADR 0073):
// - auth_sessions, auth_accounts, auth_two_factors, auth_verifications: sign-in secrets (password
//   hashes, session and TOTP secrets), never sent to anyone; auth_users repeats the clients row.
// - appointments a visitor or the dietitian entered: they carry a name and a phone, no client id
//   (the phone is typed by whoever books); matching by phone could hand one person another's
//   bookings. The ones the client booked from 'Randevularım' carry their id and are in (issue #44).
// - exercises: the practice's library, the same for every client; none is assigned to a client.
// - client_home_summaries: derived from measurements and goals by triggers (ADR 0041), already here.
// - audit_log: the practice's record of processing; the access log of issue #43 is its own screen.
// - mail_outbox / mail_logs: copies of mails whose links carry sign-in and unsubscribe tokens.
// - rate_limit_buckets: counters keyed by the client's id, nothing about the person.
// These are not in the download, but the erasure removes the client's traces in them too:
// `clientTracesOutsideDownload` below.

/** How a row is tied to the client. */
type Owner =
  /** The column holds the client's id. */
  | { by: 'client'; column: Column }
  /** The column holds an e-mail address, matched to the client's current address, case folded. */
  | { by: 'email'; column: Column }
  /** The column holds a value of `key` in the rows of the section `section` (read before this one). */
  | { by: 'section'; column: Column; section: string; key: string };

/**
 * What the erasure (ADR 0077) does with the client's rows of a table; every entry says it, so a new
 * table cannot join the download without a decision about its erasure.
 */
type Erasure =
  /** The rows go. `storedImageKey` names the column of an image whose files go too, once committed. */
  | { action: 'delete'; storedImageKey?: PgColumn }
  /**
   * The rows stay, with these columns overwritten for good: a record the practice must keep by law
   * (orders, Vergi Usul Kanunu), holding only what that law needs.
   */
  | { action: 'anonymise'; values: Record<string, unknown> }
  /** The practice's own rows, only shown so the client's rows read well (a goal's title): they stay. */
  | { action: 'keep' };

/** The name an anonymised record shows where the client's name was. */
const ERASED_CLIENT_NAME = 'Silinmiş Danışan';

type ClientDataTable = {
  /** The section of the download that holds the rows. */
  section: string;
  table: PgTable;
  owner: Owner;
  /** Columns never in the download: secrets and keys that open something, and search copies. */
  omittedColumns?: readonly string[];
  erasure: Erasure;
};

const deleted = { action: 'delete' } as const;

/** In reading order: a section tied through another comes after it. The erasure works in reverse. */
export const clientDataTables: readonly ClientDataTable[] = [
  {
    section: 'profile',
    table: clients,
    owner: { by: 'client', column: clients.id },
    omittedColumns: ['searchText'],
    erasure: deleted,
  },
  {
    section: 'measurements',
    table: clientMeasurements,
    owner: { by: 'client', column: clientMeasurements.clientId },
    erasure: deleted,
  },
  {
    section: 'diaryEntries',
    table: calorieDiary,
    owner: { by: 'client', column: calorieDiary.clientId },
    erasure: deleted,
  },
  {
    // The meal photos' records (which entry, when); the images are shown to the client in their diary
    // and are not copied into the file. The erasure removes their files from storage too.
    section: 'diaryEntryPhotos',
    table: diaryEntryPhotos,
    owner: { by: 'client', column: diaryEntryPhotos.clientId },
    erasure: { action: 'delete', storedImageKey: diaryEntryPhotos.imageKey },
  },
  { section: 'waterDays', table: waterIntake, owner: { by: 'client', column: waterIntake.clientId }, erasure: deleted },
  {
    section: 'waterGlasses',
    table: waterGlassReceipts,
    owner: { by: 'client', column: waterGlassReceipts.clientId },
    erasure: deleted,
  },
  {
    // The client's own bookings from 'Randevularım' (issue #44); a visitor's booking has no client id.
    section: 'appointments',
    table: appointments,
    owner: { by: 'client', column: appointments.clientId },
    erasure: deleted,
  },
  {
    // The client's places on waitlists of full days (ADR 0088); the leave link's hash opens something.
    section: 'appointmentWaitlist',
    table: appointmentWaitlistEntries,
    owner: { by: 'client', column: appointmentWaitlistEntries.clientId },
    omittedColumns: ['leaveTokenHash'],
    erasure: deleted,
  },
  { section: 'goals', table: clientGoals, owner: { by: 'client', column: clientGoals.clientId }, erasure: deleted },
  {
    section: 'goalDefinitions',
    table: goals,
    owner: { by: 'section', column: goals.id, section: 'goals', key: 'goalId' },
    erasure: { action: 'keep' },
  },
  {
    section: 'nutritionPrograms',
    table: nutritionPrograms,
    owner: { by: 'client', column: nutritionPrograms.clientId },
    erasure: deleted,
  },
  {
    // The programme's food lines (ADR 0075): which food, how much, per meal.
    section: 'nutritionProgramFoodLines',
    table: nutritionProgramFoodLines,
    owner: { by: 'client', column: nutritionProgramFoodLines.clientId },
    erasure: deleted,
  },
  {
    section: 'notifications',
    table: notifications,
    owner: { by: 'client', column: notifications.clientId },
    // Deleting the client only sets a sent notification's client to null; the erasure removes it.
    erasure: deleted,
  },
  {
    section: 'conversation',
    table: conversations,
    owner: { by: 'client', column: conversations.clientId },
    // The practice's unread count is derived from the messages (their readAt), which the file has.
    omittedColumns: ['practiceUnreadCount'],
    erasure: deleted,
  },
  { section: 'messages', table: messages, owner: { by: 'client', column: messages.clientId }, erasure: deleted },
  {
    // The photos' records (which message, when); the images themselves are served to the client in
    // 'Mesajlar' and are not copied into the file. The erasure removes their files from storage too.
    section: 'messagePhotos',
    table: messagePhotos,
    owner: { by: 'client', column: messagePhotos.clientId },
    erasure: { action: 'delete', storedImageKey: messagePhotos.imageKey },
  },
  {
    section: 'mailConsents',
    table: mailConsents,
    owner: { by: 'client', column: mailConsents.clientId },
    // The unsubscribe link's secret: the file may be stored or shared, the link must not travel with it.
    omittedColumns: ['unsubscribeToken'],
    erasure: deleted,
  },
  {
    // The browsers that receive web push (ADR 0082). The keys decrypt pushes meant for that browser
    // and the endpoint lets anyone send to it: the file says which browsers, not how to reach them.
    section: 'pushSubscriptions',
    table: pushSubscriptions,
    owner: { by: 'client', column: pushSubscriptions.clientId },
    omittedColumns: ['endpoint', 'p256dh', 'auth'],
    erasure: deleted,
  },
  {
    section: 'pushPreferences',
    table: pushPreferences,
    owner: { by: 'client', column: pushPreferences.clientId },
    erasure: deleted,
  },
  {
    // The reminders the client set (ADR 0083) and the record of those sent (kept two days).
    section: 'reminderSettings',
    table: reminderSettings,
    owner: { by: 'client', column: reminderSettings.clientId },
    erasure: deleted,
  },
  {
    section: 'reminderDeliveries',
    table: reminderDeliveries,
    owner: { by: 'client', column: reminderDeliveries.clientId },
    erasure: deleted,
  },
  {
    section: 'bulkMails',
    table: mailSendRecipients,
    owner: { by: 'client', column: mailSendRecipients.clientId },
    erasure: deleted,
  },
  {
    section: 'bulkMailContents',
    table: mailSends,
    owner: { by: 'section', column: mailSends.id, section: 'bulkMails', key: 'sendId' },
    erasure: { action: 'keep' },
  },
  {
    // Orders have no client id (the shop has no accounts); the one tie is the buyer's e-mail. The
    // order's mails, with its status link, already went to that address, so its owner gets nothing new.
    // Kept by the erasure for the tax law's period (Vergi Usul Kanunu: 5 years, ADR 0077) with what
    // that law needs: code, dates, amounts, lines, payment; the buyer becomes 'Silinmiş Danışan' and
    // the contact fields are emptied (the search copy follows by its trigger, migration 0014).
    section: 'orders',
    table: orders,
    owner: { by: 'email', column: orders.customerEmail },
    omittedColumns: ['statusToken', 'idempotencyKey', 'requestFingerprint', 'buyerNetworkKey', 'searchText'],
    erasure: {
      action: 'anonymise',
      values: {
        customerName: ERASED_CLIENT_NAME,
        // GİB's number for a final consumer whose TC kimlik is not known.
        customerTc: '11111111111',
        customerPhone: '',
        customerEmail: '',
        customerAddress: '',
        customerPostalCode: null,
        buyerNetworkKey: null,
      },
    },
  },
  {
    // The lines name products, quantities and prices: the order's record, nothing about the buyer.
    section: 'orderItems',
    table: orderItems,
    owner: { by: 'section', column: orderItems.orderId, section: 'orders', key: 'id' },
    erasure: { action: 'keep' },
  },
  {
    // The client's consents with their proof (ADR 0081): which text version, when, from where, how.
    // Deleted by the erasure: the health data they allowed goes in the same transaction, and a proof
    // tied to nobody proves nothing; the audit trail's erase row keeps that the erasure happened.
    section: 'consents',
    table: consentRecords,
    owner: { by: 'client', column: consentRecords.clientId },
    erasure: deleted,
  },
  {
    // The client's KVKK Article 11 requests with the practice's answers (ADR 0085). Deleted by the
    // erasure, which is itself the answer to an erasure request; the audit trail keeps that it happened.
    section: 'kvkkRequests',
    table: kvkkRequests,
    owner: { by: 'client', column: kvkkRequests.clientId },
    omittedColumns: ['verificationTokenHash'],
    erasure: deleted,
  },
  {
    // The contracts accepted with the client's orders: kept with the order they belong to (the sale's
    // record, Vergi Usul Kanunu), their address and browser emptied like the order's contact fields.
    section: 'orderConsents',
    table: consentRecords,
    owner: { by: 'section', column: consentRecords.orderId, section: 'orders', key: 'id' },
    erasure: { action: 'anonymise', values: { ipAddress: null, userAgent: null } },
  },
];

/** Text in any of `columns` (as text) mentions the client's id or e-mail address, case folded. */
type Mention = { by: 'mention'; columns: readonly Column[] };

type ClientTrace = {
  /** The name of the count in the erasure's answer. */
  section: string;
  table: PgTable;
  owner: Owner | Mention;
  erasure:
    | { action: 'delete'; storedImageKey?: PgColumn }
    /** The rows stay (the audit trail), their recorded values replaced by a marker. */
    | { action: 'scrub'; columns: readonly Column[] };
};

/**
 * The client's traces in tables the download leaves out (sign-in secrets, copies of mails, counters,
 * the audit trail's recorded values): the erasure removes them after the sections above, the account
 * last but one (its foreign keys remove sessions, sign-in accounts and two-factor secrets), and the
 * audit trail's values last, after every delete above has written its own trail row.
 */
export const clientTracesOutsideDownload: readonly ClientTrace[] = [
  {
    // Photos uploaded but never sent with a message (uploaded_by is the client).
    section: 'uploads',
    table: storedImages,
    owner: { by: 'client', column: storedImages.uploadedBy },
    erasure: { action: 'delete', storedImageKey: storedImages.key },
  },
  {
    section: 'signInVerifications',
    table: authVerifications,
    owner: { by: 'mention', columns: [authVerifications.identifier, authVerifications.value] },
    erasure: deleted,
  },
  {
    section: 'rateLimits',
    table: rateLimitBuckets,
    owner: { by: 'mention', columns: [rateLimitBuckets.key] },
    erasure: deleted,
  },
  {
    section: 'mailOutbox',
    table: mailOutbox,
    owner: { by: 'mention', columns: [mailOutbox.recipients, mailOutbox.subject, mailOutbox.text, mailOutbox.html] },
    erasure: deleted,
  },
  {
    section: 'mailLogs',
    table: mailLogs,
    owner: { by: 'mention', columns: [mailLogs.recipients, mailLogs.subject, mailLogs.content] },
    erasure: deleted,
  },
  {
    section: 'account',
    table: authUsers,
    owner: { by: 'client', column: authUsers.id },
    erasure: deleted,
  },
  {
    // The trail keeps THAT something happened (who, when, which table and row); the client's values
    // recorded in before/after are replaced by a marker. The ids stay: after the erasure they name
    // nobody (ADR 0077).
    section: 'auditValues',
    table: auditLog,
    owner: {
      by: 'mention',
      columns: [auditLog.clientId, auditLog.entityId, auditLog.actorId, auditLog.before, auditLog.after],
    },
    erasure: { action: 'scrub', columns: [auditLog.before, auditLog.after] },
  },
];
