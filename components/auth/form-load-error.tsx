import { Button } from '@/components/ui/button';

interface FormLoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** 'Failed to load registration form' / 'Failed to load profile form' with the cause and Retry. */
export function FormLoadError({ title, message, onRetry }: FormLoadErrorProps) {
  return (
    <div
      data-testid="form-load-error"
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      <Button variant="danger" onClick={onRetry} className="mt-3">
        Retry
      </Button>
    </div>
  );
}
