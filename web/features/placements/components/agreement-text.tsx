/** A version's exact text, in a scrollable region a keyboard can scroll too (it takes the focus). */
export function AgreementText({ text, label }: { text: string; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
    >
      {text}
    </div>
  );
}
