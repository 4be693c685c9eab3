// The one shape of a server-paged list (the API's list envelope, see docs/CODE_STYLE.md).

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
