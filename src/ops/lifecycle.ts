/** Process-wide lifecycle flags read by /readyz and the job loop. */
export const lifecycle = { shuttingDown: false };
