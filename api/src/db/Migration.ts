/** One append-only schema step; its position in the list is its version. */
export interface Migration {
  name: string;
  sql: string;
}
