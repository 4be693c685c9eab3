import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  calorieDiary,
  clientGoals,
  clientMeasurements,
  clients,
  conversations,
  goals,
  mailConsents,
  mailSendRecipients,
  mailSends,
  messagePhotos,
  messages,
  notifications,
  nutritionPrograms,
  orderItems,
  orders,
  waterGlassReceipts,
  waterIntake,
} from '../../db/schema/index.ts';

// The one list of the tables that hold a client's data and how each row is tied to the client: the
// data download (KVKK Article 11, ADR 0073) reads it, and the erasure to come must use the same list,
// so that the two never disagree about what "the client's data" is. A new table with a client's data
// adds its line here.
//
// Left out on purpose (see ADR 0073):
// - auth_sessions, auth_accounts, auth_two_factors, auth_verifications: sign-in secrets (password
//   hashes, session and TOTP secrets), never sent to anyone; auth_users repeats the clients row.
// - appointments: a booking has a name and a phone, no client id, and nothing in Denge ties a booking
//   to a client (the phone is typed by whoever books); matching by phone could hand one person
//   another's bookings.
// - exercises: the practice's library, the same for every client; none is assigned to a client.
// - client_home_summaries: derived from measurements and goals by triggers (ADR 0041), already here.
// - audit_log: the practice's record of processing; the access log of issue #43 is its own screen.
// - mail_outbox / mail_logs: copies of mails whose links carry sign-in and unsubscribe tokens.
// - rate_limit_buckets: counters keyed by the client's id, nothing about the person.

/** How a row is tied to the client. */
type Owner =
  /** The column holds the client's id. */
  | { by: 'client'; column: Column }
  /** The column holds an e-mail address, matched to the client's current address, case folded. */
  | { by: 'email'; column: Column }
  /** The column holds a value of `key` in the rows of the section `section` (read before this one). */
  | { by: 'section'; column: Column; section: string; key: string };

type ClientDataTable = {
  /** The section of the download that holds the rows. */
  section: string;
  table: PgTable;
  owner: Owner;
  /** Columns never in the download: secrets and keys that open something, and search copies. */
  omittedColumns?: readonly string[];
  /**
   * The rows are the practice's, only shown so the client's rows read well (a goal's title): the
   * erasure must not delete them.
   */
  isPracticeReference?: true;
};

/** In reading order: a section tied through another comes after it. */
export const clientDataTables: readonly ClientDataTable[] = [
  { section: 'profile', table: clients, owner: { by: 'client', column: clients.id }, omittedColumns: ['searchText'] },
  { section: 'measurements', table: clientMeasurements, owner: { by: 'client', column: clientMeasurements.clientId } },
  { section: 'diaryEntries', table: calorieDiary, owner: { by: 'client', column: calorieDiary.clientId } },
  { section: 'waterDays', table: waterIntake, owner: { by: 'client', column: waterIntake.clientId } },
  { section: 'waterGlasses', table: waterGlassReceipts, owner: { by: 'client', column: waterGlassReceipts.clientId } },
  { section: 'goals', table: clientGoals, owner: { by: 'client', column: clientGoals.clientId } },
  {
    section: 'goalDefinitions',
    table: goals,
    owner: { by: 'section', column: goals.id, section: 'goals', key: 'goalId' },
    isPracticeReference: true,
  },
  {
    section: 'nutritionPrograms',
    table: nutritionPrograms,
    owner: { by: 'client', column: nutritionPrograms.clientId },
  },
  { section: 'notifications', table: notifications, owner: { by: 'client', column: notifications.clientId } },
  { section: 'conversation', table: conversations, owner: { by: 'client', column: conversations.clientId } },
  { section: 'messages', table: messages, owner: { by: 'client', column: messages.clientId } },
  {
    // The photos' records (which message, when); the images themselves are served to the client in
    // 'Mesajlar' and are not copied into the file.
    section: 'messagePhotos',
    table: messagePhotos,
    owner: { by: 'client', column: messagePhotos.clientId },
  },
  {
    section: 'mailConsents',
    table: mailConsents,
    owner: { by: 'client', column: mailConsents.clientId },
    // The unsubscribe link's secret: the file may be stored or shared, the link must not travel with it.
    omittedColumns: ['unsubscribeToken'],
  },
  { section: 'bulkMails', table: mailSendRecipients, owner: { by: 'client', column: mailSendRecipients.clientId } },
  {
    section: 'bulkMailContents',
    table: mailSends,
    owner: { by: 'section', column: mailSends.id, section: 'bulkMails', key: 'sendId' },
    isPracticeReference: true,
  },
  {
    // Orders have no client id (the shop has no accounts); the one tie is the buyer's e-mail. The
    // order's mails, with its status link, already went to that address, so its owner gets nothing new.
    section: 'orders',
    table: orders,
    owner: { by: 'email', column: orders.customerEmail },
    omittedColumns: ['statusToken', 'idempotencyKey', 'requestFingerprint', 'buyerNetworkKey', 'searchText'],
  },
  {
    section: 'orderItems',
    table: orderItems,
    owner: { by: 'section', column: orderItems.orderId, section: 'orders', key: 'id' },
  },
];
