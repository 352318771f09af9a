/** Loopback ports of the e2e run: the production server and the SMTP capture it sends mail to. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4318);
