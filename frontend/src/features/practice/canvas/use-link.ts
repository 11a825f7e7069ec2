import type { CanvasConnection } from '@/lib/design';
import { useCallback } from 'react';

import { distinctNames } from './model/component-names';
import { connect } from './model/design';
import { alreadyLinked, areLinked } from './model/linking';
import type { DesignEditor } from './use-design-editor';
import type { Notice } from './use-notice';

type End = CanvasConnection['from'];

/**
 * Connects two components from the canvas (a line drawn with the mouse, or the keyboard), and
 * says so; two already connected are not connected again, and the person is told why nothing
 * happened, on screen and to a screen reader. True when the connection was made.
 */
export function useLink(editor: DesignEditor, onNotice?: (notice: Notice) => void) {
  const { state, dispatch } = editor;
  return useCallback(
    (from: End, to: End): boolean => {
      const design = state.history.present;
      const names = distinctNames(design.widgets);
      const [fromName, toName] = [names.get(from.widgetId) ?? '', names.get(to.widgetId) ?? ''];
      if (areLinked(design, from.widgetId, to.widgetId)) {
        const text = alreadyLinked(fromName, toName);
        dispatch({ type: 'apply', result: { announce: text } });
        // Gone with the next change to the design.
        onNotice?.({ tone: 'error', text, holds: (now) => now === design });
        return false;
      }
      const next = connect(design, from, to);
      if (!next) return false;
      dispatch({
        type: 'apply',
        result: { design: next, announce: `Connected ${fromName} to ${toName}.` },
      });
      return true;
    },
    [state, dispatch, onNotice],
  );
}
