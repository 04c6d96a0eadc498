interface ErrorBoxProps {
  message: string | null;
  testId?: string;
}

/** The red box for form-level failures, announced to screen readers. */
export function ErrorBox({ message, testId = 'form-error' }: ErrorBoxProps) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <p
          data-testid={testId}
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
