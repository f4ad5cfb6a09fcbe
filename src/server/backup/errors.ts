/** The backup's data does not fit the database (a broken reference, a repeated key): nothing was changed. */
export class BackupDataError extends Error {}
