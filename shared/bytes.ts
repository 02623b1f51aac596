/** One megabyte as the limits count it (MiB), so every size limit and its message agree. */
export const MB = 1024 * 1024;
