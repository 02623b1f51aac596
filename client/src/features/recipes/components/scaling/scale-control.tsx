import { useId } from 'react';
import { t } from '#client/lib/language.ts';
import { clampMultiplier, MULTIPLIER_MAX, MULTIPLIER_MIN, MULTIPLIER_STEP } from '#shared/scaling/scaling.ts';

/** One tap for the batch sizes a pastry kitchen makes most; the slider covers everything between. */
const PRESETS = [0.5, 1, 2] as const;

interface ScaleControlProps {
  value: number;
  onChange(value: number): void;
}

export function ScaleControl({ value, onChange }: ScaleControlProps) {
  const inputId = useId();
  const outputId = useId();
  return (
    <div className="scale-control">
      <div className="scale-control-head">
        <label htmlFor={inputId}>{t('scaling.scale')}</label>
        <output id={outputId} htmlFor={inputId} className="scale-value">
          ×{value}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={MULTIPLIER_MIN}
        max={MULTIPLIER_MAX}
        step={MULTIPLIER_STEP}
        value={value}
        aria-valuetext={`${value} times`}
        onChange={(event) => onChange(clampMultiplier(Number(event.target.value)))}
      />
      <div className="scale-presets">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button small"
            aria-pressed={value === preset}
            onClick={() => onChange(preset)}
          >
            ×{preset}
          </button>
        ))}
      </div>
    </div>
  );
}
