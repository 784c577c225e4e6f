export function EnterprisePage() {
  return null;
}
