import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup when the user clicks or taps outside it, presses Escape, or tabs out of it.
 * Escape hands focus back to the element that opened the popup, so the keyboard user stays in place.
 */
export function useDismiss(
  rootRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocusTo: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(root?.contains(target));

    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo.current?.focus();
    };
    // relatedTarget is null when focus goes nowhere in particular (a click on plain text), which the
    // pointer handler already judges.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !isInside(event.relatedTarget)) close();
    };

    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef, open, close, returnFocusTo]);
}
