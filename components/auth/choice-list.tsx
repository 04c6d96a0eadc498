'use client';

import clsx from 'clsx';
import { CheckCircleIcon } from '@/components/ui/icons';

interface ChoiceListProps {
  legend: string;
  name: string;
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * A multi-select as a group of checkboxes shown as chips: keyboard and screen-reader friendly; a
 * chosen chip is filled and ticked, not only tinted.
 */
export function ChoiceList({ legend, name, options, value, onChange }: ChoiceListProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              data-checked={checked}
              className={clsx(
                'focus-within:outline-brand-600 inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm focus-within:outline-2 focus-within:outline-offset-2',
                checked
                  ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                  : 'border-slate-500 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() => toggle(option)}
                className="sr-only"
              />
              {checked ? <CheckCircleIcon className="-ml-1 size-4" /> : null}
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
