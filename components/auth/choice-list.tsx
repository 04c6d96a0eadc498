'use client';

interface ChoiceListProps {
  legend: string;
  name: string;
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A multi-select as a group of checkboxes: keyboard and screen-reader friendly. */
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
              className={`focus-within:ring-brand-500/40 cursor-pointer rounded-full border px-3 py-1.5 text-sm focus-within:ring-2 ${
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() => toggle(option)}
                className="sr-only"
              />
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
