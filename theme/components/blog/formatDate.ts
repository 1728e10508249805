/** `2025-05-20` → `May 20, 2025`, in UTC so the build machine's zone never shifts the day. */
export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
