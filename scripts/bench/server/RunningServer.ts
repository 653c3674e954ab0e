/** A server under test, listening on 127.0.0.1 on a port the OS chose. */
export interface RunningServer {
  port: number;
  close(): Promise<void>;
}
