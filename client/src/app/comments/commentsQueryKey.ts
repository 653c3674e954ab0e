/** The query that holds one save's loaded comments. */
export function commentsQueryKey(saveId: string) {
  return ['comments', saveId] as const;
}
