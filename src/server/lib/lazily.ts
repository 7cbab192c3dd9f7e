/**
 * `load`, run the first time the result is asked for and shared from then on; a failed load is
 * forgotten, so the next call tries again. For what only some requests need: a package loaded
 * with `import()` stays out of the server's start (the bundle splits it into a chunk of its own,
 * scripts/build-server.mjs).
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
