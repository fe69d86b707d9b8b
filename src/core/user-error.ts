/** A failure caused by what an admin typed at the CLI: printed as a clean message, exit code 1. */
export class UserError extends Error {}
