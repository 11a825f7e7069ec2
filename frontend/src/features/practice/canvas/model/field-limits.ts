/** The server's limits for saved designs and assessments, so nothing typed here is refused
 * there. */
export const MAX_NAME = 200;
export const MAX_TEXT = 2000;
export const MAX_LATENCY = 60;
