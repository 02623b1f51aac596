import { useId } from 'react';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { t } from '#client/lib/language.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import { MAX_PAN_CM, type Pan, type PanShape } from '#shared/scaling/pans.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';

/** A pan as its form fields hold it: sizes stay text while typed. */
export interface PanDraft {
  shape: PanShape;
  a: string;
  b: string;
}

/** Each shape's name and its size fields' labels, which name the pan they belong to ("Your pan: side (cm)"). */
const SHAPES: readonly {
  value: PanShape;
  label: MessageKey;
  sizes: readonly [MessageKey] | readonly [MessageKey, MessageKey];
}[] = [
  { value: 'round', label: 'pan.shape.round', sizes: ['pan.diameter'] },
  { value: 'square', label: 'pan.shape.square', sizes: ['pan.side'] },
  { value: 'rectangle', label: 'pan.shape.rectangle', sizes: ['pan.width', 'pan.length'] },
  { value: 'ring', label: 'pan.shape.ring', sizes: ['pan.diameter', 'pan.hole'] },
];

export function toPanDraft(pan: Pan | null): PanDraft {
  if (!pan) return { shape: 'round', a: '', b: '' };
  switch (pan.shape) {
    case 'round':
      return { shape: 'round', a: String(pan.diameter), b: '' };
    case 'square':
      return { shape: 'square', a: String(pan.side), b: '' };
    case 'rectangle':
      return { shape: 'rectangle', a: String(pan.width), b: String(pan.length) };
    case 'ring':
      return { shape: 'ring', a: String(pan.diameter), b: String(pan.inner) };
  }
}

/** The pan the fields describe, or null while a size is missing or out of range. */
export function fromPanDraft(draft: PanDraft): Pan | null {
  const a = parseLooseNumber(draft.a) ?? Number.NaN;
  // An empty second size is none (a round pan's); anything else must read as a number.
  const b = parseLooseNumber(draft.b) ?? (draft.b.trim() === '' ? 0 : Number.NaN);
  const ok = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_PAN_CM;
  if (!ok(a)) return null;
  switch (draft.shape) {
    case 'round':
      return { shape: 'round', diameter: a };
    case 'square':
      return { shape: 'square', side: a };
    case 'rectangle':
      return ok(b) ? { shape: 'rectangle', width: a, length: b } : null;
    case 'ring':
      return b >= 0 && b < a ? { shape: 'ring', diameter: a, inner: b } : null;
  }
}

interface PanFieldsProps {
  /** "Your pan" or "Pan": prefixes every field's label, so two pan forms on a page stay apart. */
  legend: string;
  value: PanDraft;
  onChange(value: PanDraft): void;
}

export function PanFields({ legend, value, onChange }: PanFieldsProps) {
  const id = useId();
  const shape = SHAPES.find((s) => s.value === value.shape) ?? SHAPES[0]!;
  return (
    <fieldset className="pan-fields">
      <legend>{legend}</legend>
      <SelectField
        label={t('pan.shapeOf', { pan: legend })}
        options={SHAPES.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={value.shape}
        onChange={(shape) => onChange({ ...value, shape: shape as PanShape })}
      />
      {shape.sizes.map((size, index) => {
        const key = index === 0 ? 'a' : 'b';
        return (
          <div className="field" key={size}>
            <label htmlFor={`${id}-${key}`}>{t(size, { pan: legend })}</label>
            <input
              id={`${id}-${key}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_PAN_CM}
              step={0.5}
              value={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
