import clsx from 'clsx';
import { CheckCircleIcon } from '@/components/ui/icons';

export interface WizardStep {
  title: string;
  /** What fits a phone's third of the width. */
  short: string;
}

/**
 * The wizard's steps as a stepper: done ones ticked, the current one filled (aria-current), the
 * upcoming ones outlined; labels wrap rather than being cut.
 */
export function StepIndicator({ steps, current }: { steps: readonly WizardStep[]; current: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Registration steps">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.title}
            data-testid={`step-${index + 1}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-col items-center gap-1 text-center text-xs leading-tight sm:text-sm"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                state === 'done' && 'bg-brand-50 text-brand-700',
                state === 'current' &&
                  'border-brand-600 bg-brand-600 ring-brand-200 border-2 text-white ring-4',
                state === 'upcoming' && 'border-2 border-slate-400 bg-white text-slate-600',
              )}
            >
              {state === 'done' ? <CheckCircleIcon className="size-8" /> : index + 1}
            </span>
            <span
              className={clsx(
                state === 'current' ? 'text-brand-800 font-bold' : 'font-medium',
                state === 'done' && 'text-slate-800',
                state === 'upcoming' && 'text-slate-600',
              )}
            >
              <span className="sm:hidden">{step.short}</span>
              <span className="hidden sm:inline">{step.title}</span>
              <span className="sr-only">
                {state === 'done' ? ' (completed)' : state === 'upcoming' ? ' (not started)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
