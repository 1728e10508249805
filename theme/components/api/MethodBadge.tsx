/** The HTTP method as a colored badge. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}
