/**
 * A load worker's input: JSON on its stdin. Not argv, where one argument is limited to 128 KiB
 * (Linux's MAX_ARG_STRLEN) and three servers' thousand case paths are more.
 */
export async function readWorkerInput<T>(): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}
