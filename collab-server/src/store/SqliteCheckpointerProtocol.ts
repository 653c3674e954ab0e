/** What the SQLite checkpoint thread is started with. The main thread's only message to it is "stop". */
export interface SqliteCheckpointerData {
  filePath: string;
  intervalMs: number;
}
