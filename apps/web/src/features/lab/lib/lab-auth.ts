/** The Authorization header a deployment's lab wants on a write; none without a token. */
export function labAuthHeaders(token: string): Record<string, string> {
  const trimmed = token.trim();
  return trimmed === '' ? {} : { Authorization: `Bearer ${trimmed}` };
}
