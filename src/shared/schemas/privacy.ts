// The client's data download (KVKK Article 11, ADR 0073): the shape of the file. Its sections are the
// registry's (src/server/modules/privacy/client-data.ts); a row is the table's row as JSON, with the
// column names of the code (camelCase) and ISO dates.

export type ClientDataRow = Record<string, unknown>;

export type ClientDataExport = {
  /** When the file was made (ISO). */
  exportedAt: string;
  /** The client record: name, e-mail, phone, gender, age, start date. */
  profile: ClientDataRow;
} & Record<string, ClientDataRow[] | ClientDataRow | string>;
