import { type RefObject, useEffect } from 'react';

const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select';

/**
 * Keeps the field being typed in view when the on-screen keyboard opens. Chrome on Android
 * shrinks the page itself (the viewport's interactive-widget=resizes-content); Safari on iOS
 * only shrinks the visual viewport, so when that happens the focused field is scrolled back into
 * it. Its scroll margin (styles.css) keeps it clear of the editor's sticky save bar.
 */
export function useKeepFieldVisible(form: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    let last = viewport.height;
    const onResize = () => {
      const shrank = viewport.height < last;
      last = viewport.height;
      const field = document.activeElement;
      if (!shrank || !(field instanceof HTMLElement) || !form.current?.contains(field)) return;
      if (field.matches(TYPED)) field.scrollIntoView({ block: 'nearest' });
    };
    viewport.addEventListener('resize', onResize);
    return () => viewport.removeEventListener('resize', onResize);
  }, [form]);
}
