import './lines-editor.css';
import { useId, useLayoutEffect, useRef } from 'react';
import { type ComponentRows, emptyComponentRows } from '#client/lib/form-rows.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { IngredientRowsEditor } from './ingredient-rows-editor';
import type { MoveDirection } from './row-list-editor';
import { StepRowsEditor } from './step-rows-editor';

export interface ComponentsEditorProps {
  components: ComponentRows[];
  onChange(components: ComponentRows[]): void;
  /** The edit page moves rows and components; the import preview only adds and deletes (spec 2). */
  reorderable: boolean;
  /** Ids of the messages about the ingredients and the steps, for the fields they are about. */
  describedBy: { ingredients?: string; instructions?: string };
  /** Lines the import marks for the chef to check, as they stand (an ingredient's source line, a step). */
  toCheck?: ReadonlySet<string>;
}

type Lines = 'ingredients' | 'steps';

/** A component's name on its buttons: "Sablé", or "component 2" while it has none. */
function componentLabel(part: ComponentRows, index: number): string {
  return part.name.trim() || `component ${index + 1}`;
}

/**
 * The one editor of a recipe's ingredients and steps, grouped in components, used by the edit page
 * and the import preview. A recipe with one unnamed component looks like a plain recipe; naming it or
 * adding a second one makes it an assembly. Rows move across components with the same ↑/↓ buttons.
 */
export function ComponentsEditor({
  components,
  onChange,
  reorderable,
  describedBy,
  toCheck,
}: ComponentsEditorProps) {
  const id = useId();
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const nameId = (part: ComponentRows) => `${id}-${part.key}-name`;
  const single = components.length === 1;
  const replace = (index: number, patch: Partial<ComponentRows>) =>
    onChange(components.map((part, i) => (i === index ? { ...part, ...patch } : part)));

  /** The row leaves component `index` for its neighbour: to the end of the one above, the start of the one below. */
  const moveOut =
    <Row extends { key: string }>(index: number, lines: Lines) =>
    (direction: MoveDirection) =>
    (row: Row) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      onChange(
        components.map((part, i) => {
          const rows = part[lines] as unknown as Row[];
          if (i === index) return { ...part, [lines]: rows.filter((r) => r.key !== row.key) };
          if (i === to) return { ...part, [lines]: direction === 'up' ? [...rows, row] : [row, ...rows] };
          return part;
        }),
      );
    };

  const moveOutOf = (index: number, lines: Lines) => {
    if (!reorderable) return undefined;
    const make = moveOut(index, lines);
    return {
      ...(index > 0 && { up: make('up') }),
      ...(index < components.length - 1 && { down: make('down') }),
    };
  };

  const moveComponent = (index: number, to: number) => {
    const next = [...components];
    const [part] = next.splice(index, 1);
    if (!part) return;
    next.splice(to, 0, part);
    // The same button again, so pressing on keeps moving it; at the end of the list, the other one.
    const atEnd = to < index ? to === 0 : to === next.length - 1;
    const direction = to < index !== atEnd ? 'up' : 'down';
    pendingFocus.current = `${id}-${part.key}-${direction}`;
    onChange(next);
  };

  const removeComponent = (index: number) => {
    const next = components.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? nameId(neighbour) : `${id}-add`;
    onChange(next.length > 0 ? next : [emptyComponentRows()]);
  };

  const addComponent = () => {
    const part = emptyComponentRows();
    pendingFocus.current = nameId(part);
    onChange([...components, part]);
  };

  let ingredientsBefore = 0;
  let stepsBefore = 0;
  return (
    <div className="components-editor stack" data-reorderable={reorderable}>
      {components.map((part, index) => {
        const firstIngredient = ingredientsBefore + 1;
        const firstStep = stepsBefore + 1;
        ingredientsBefore += part.ingredients.length;
        stepsBefore += part.steps.length;
        const label = componentLabel(part, index);
        const named = part.name.trim() !== '' || !single;
        return (
          <section
            key={part.key}
            className="card component-editor"
            // A plain recipe's only component is no landmark of its own: its two lists are.
            aria-label={named ? `Component: ${label}` : undefined}
          >
            <div className="component-editor-head">
              <div className="field component-name">
                <label htmlFor={nameId(part)}>
                  {single ? 'Component name (optional)' : `Component ${index + 1} name`}
                </label>
                <input
                  id={nameId(part)}
                  value={part.name}
                  maxLength={LIMITS.componentName}
                  placeholder={single ? 'e.g. Sablé — leave empty for a plain recipe' : 'e.g. Crémeux'}
                  onChange={(event) => replace(index, { name: event.target.value })}
                />
              </div>
              {!single && (
                <div className="component-actions">
                  {reorderable && (
                    <>
                      <button
                        id={`${id}-${part.key}-up`}
                        type="button"
                        className="row-action"
                        aria-label={`Move ${label} up`}
                        title="Move component up"
                        disabled={index === 0}
                        onClick={() => moveComponent(index, index - 1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        id={`${id}-${part.key}-down`}
                        type="button"
                        className="row-action"
                        aria-label={`Move ${label} down`}
                        title="Move component down"
                        disabled={index === components.length - 1}
                        onClick={() => moveComponent(index, index + 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="button small quiet-danger"
                    onClick={() => removeComponent(index)}
                  >
                    Delete component<span className="visually-hidden"> {label}</span>
                  </button>
                </div>
              )}
            </div>
            <div className="component-editor-lines">
              {/* Each component's lists are named after it: two regions called "Ingredients" would be one landmark twice. */}
              <section
                className="stack"
                aria-label={named ? `${label}: ingredients` : undefined}
                aria-labelledby={named ? undefined : `${id}-${part.key}-ingredients`}
              >
                <h3 id={`${id}-${part.key}-ingredients`} className="component-lines-title">
                  Ingredients
                </h3>
                <IngredientRowsEditor
                  rows={part.ingredients}
                  onChange={(ingredients) => replace(index, { ingredients })}
                  firstNumber={firstIngredient}
                  reorderable={reorderable}
                  moveOut={moveOutOf(index, 'ingredients')}
                  addLabel={named ? `Add ingredient to ${label}` : 'Add ingredient'}
                  describedBy={describedBy.ingredients}
                  toCheck={toCheck}
                />
              </section>
              <section
                className="stack"
                aria-label={named ? `${label}: steps` : undefined}
                aria-labelledby={named ? undefined : `${id}-${part.key}-steps`}
              >
                <h3 id={`${id}-${part.key}-steps`} className="component-lines-title">
                  Steps
                </h3>
                <StepRowsEditor
                  rows={part.steps}
                  onChange={(steps) => replace(index, { steps })}
                  firstNumber={firstStep}
                  reorderable={reorderable}
                  moveOut={moveOutOf(index, 'steps')}
                  addLabel={named ? `Add step to ${label}` : 'Add step'}
                  describedBy={describedBy.instructions}
                  toCheck={toCheck}
                />
              </section>
            </div>
          </section>
        );
      })}
      <p className="field-hint">
        Paste several lines into an ingredient field to add one row per line. A pastry recipe can be built
        from components — a sablé, a crémeux, a glaze — each with its own ingredients and steps.
      </p>
      <div className="row">
        <button id={`${id}-add`} type="button" className="button small" onClick={addComponent}>
          <span aria-hidden="true">+</span> Add component
        </button>
      </div>
    </div>
  );
}
