// A deadline for work that cannot be cancelled (a Redis connect, a readiness ping): the caller stops waiting.

/** Resolves like `promise`, or rejects with `message` when it has not settled within `ms` milliseconds. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
