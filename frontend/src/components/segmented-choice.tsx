/**
 * A choice of a few ways, drawn as tabs on a track (the resume importer's sources, the
 * spreadsheet import's file or paste): radio buttons underneath, so arrow keys move between
 * them and a screen reader says "1 of 2".
 */
export function SegmentedChoice<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columnsClass = '',
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Columns from `sm` up ("sm:grid-cols-4"); two on phones. */
  columnsClass?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div
        className={`mt-2 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-grid ${columnsClass}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(color:--focus)"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
