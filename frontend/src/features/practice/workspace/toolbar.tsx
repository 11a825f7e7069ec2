import { Fragment } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';

import type { CommandName } from '../canvas/model/commands';
import { exportDesign } from '../canvas/model/export-design';
import { FileActions } from '../canvas/file-actions';
import type { DesignEditor } from '../canvas/use-design-editor';
import type { Notice } from '../canvas/use-notice';
import type { PracticeProblem } from '../types';
import { toolbarPlaces, type ToolbarTool, type WorkspaceSize } from './toolbar-layout';
import { ToolbarMenu } from './toolbar-menu';
import { TidyUp } from './tidy-up';
import styles from './toolbar.module.css';

/** The button that scores the design: Run Assessment with the coach, Submit Design without. */
export interface ScoreAction {
  label: string;
  busyLabel: string;
  run: () => void;
  running: boolean;
}

const HISTORY = [
  { command: 'undo', label: 'Undo', icon: '↶', shortcut: 'Ctrl+Z' },
  { command: 'redo', label: 'Redo', icon: '↷', shortcut: 'Ctrl+Shift+Z' },
] as const;

interface ToolbarProps {
  problem: PracticeProblem;
  editor: DesignEditor;
  size: WorkspaceSize;
  showDetails: boolean;
  onToggleDetails: () => void;
  onNotice: (notice: Notice) => void;
  /** Absent until the user and their capabilities are known. */
  scoreAction?: ScoreAction;
}

/** The workspace header, one row at every width: back link, title, the tools that fit, the
 * score action, and More for the rest. */
export function Toolbar(props: ToolbarProps) {
  const { problem, editor, size, showDetails, onToggleDetails, onNotice, scoreAction } = props;
  const { row, more } = toolbarPlaces(size);
  // On a phone the title needs the room: the way back joins the list behind More.
  const compact = size === 'compact';
  const back = (
    <Link
      to="/practice"
      className={compact ? buttonClass('ghost', 'small') : styles.back}
      aria-label="Back to problems"
    >
      <span aria-hidden="true">←</span> Problems
    </Link>
  );
  const run = (name: CommandName) => () => {
    editor.run(name);
  };
  // Behind More a tool is a row of the list, named in words rather than by its icon.
  const tool = (name: ToolbarTool, listed: boolean) => {
    const quiet = buttonClass('ghost', 'small');
    switch (name) {
      case 'details':
        return (
          <button
            type="button"
            className={quiet}
            aria-expanded={showDetails}
            onClick={onToggleDetails}
          >
            {showDetails ? 'Hide Details' : 'Show Details'}
          </button>
        );
      case 'history':
        return HISTORY.map(({ command, label, icon, shortcut }) => (
          <button
            key={command}
            type="button"
            className={quiet}
            disabled={!(command === 'undo' ? editor.canUndo : editor.canRedo)}
            onClick={run(command)}
            aria-label={listed ? undefined : label}
            title={`${label} (${shortcut})`}
          >
            <span aria-hidden="true">{icon}</span>
            {listed && label}
          </button>
        ));
      case 'tidy':
        return <TidyUp editor={editor} onNotice={onNotice} listed={listed} />;
      case 'clear':
        return (
          <button
            type="button"
            className={buttonClass(listed ? 'ghost' : 'secondary', 'small')}
            disabled={!editor.canClear}
            onClick={run('clear')}
          >
            Clear
          </button>
        );
      case 'files':
        return <FileActions editor={editor} onNotice={onNotice} problemId={problem.id} />;
      case 'export':
        return (
          <button
            type="button"
            className={buttonClass(listed ? 'ghost' : 'secondary', 'small')}
            onClick={() => void exportDesign(problem, editor.design, editor.notes)}
          >
            Export
          </button>
        );
    }
  };
  return (
    <header className={styles.toolbar} data-size={size}>
      {!compact && back}
      <h1 className={styles.title}>{problem.title}</h1>
      <div className={styles.tools}>
        {row.map((name) => (
          <Fragment key={name}>{tool(name, false)}</Fragment>
        ))}
        {scoreAction && (
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            aria-busy={scoreAction.running}
            disabled={scoreAction.running}
            onClick={scoreAction.run}
          >
            {scoreAction.running ? scoreAction.busyLabel : scoreAction.label}
          </button>
        )}
        {more.length > 0 && (
          <ToolbarMenu>
            {compact && back}
            {more.map((name) => (
              <div key={name} className={styles.menuGroup}>
                {tool(name, true)}
              </div>
            ))}
          </ToolbarMenu>
        )}
      </div>
    </header>
  );
}
