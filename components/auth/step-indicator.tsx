import clsx from 'clsx';
import { CheckCircleIcon } from '@/components/ui/icons';

export interface WizardStep {
  title: string;
  /** What fits a phone's third of the width. */
  short: string;
}

/** The wizard's steps: done ones ticked, the current one filled (aria-current), the rest outlined. */
export function StepIndicator({ steps, current }: { steps: readonly WizardStep[]; current: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2 text-xs font-semibold sm:text-sm" aria-label="Registration steps">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.title}
            data-testid={`step-${index + 1}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={clsx(
              'flex min-w-0 items-center justify-center gap-1.5 rounded-full border px-2 py-1.5',
              state === 'done' && 'border-brand-200 bg-brand-50 text-brand-800',
              state === 'current' && 'border-brand-600 bg-brand-600 ring-brand-200 text-white ring-2',
              state === 'upcoming' && 'border-slate-300 bg-white text-slate-600',
            )}
          >
            {state === 'done' ? (
              <CheckCircleIcon className="size-4 shrink-0" />
            ) : (
              <span aria-hidden="true">{index + 1}.</span>
            )}
            <span className="truncate sm:hidden">{step.short}</span>
            <span className="hidden truncate sm:inline">{step.title}</span>
            <span className="sr-only">
              {state === 'done' ? ' (completed)' : state === 'upcoming' ? ' (not started)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
