/**
 * A promise and the call that resolves it: for a test that holds some work until it lets it go,
 * or waits until the work says it got somewhere (Node 20 has no Promise.withResolvers).
 */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
