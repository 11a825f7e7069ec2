import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { useCurrentUser } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { Canvas } from '../canvas/canvas';
import { CanvasHandleContext, type CanvasHandle } from '../canvas/canvas-handle';
import { buildExportDocument } from '../canvas/model/export-document';
import { Palette } from '../canvas/palette';
import { PropertiesPanel } from '../canvas/properties-panel';
import { NoticeToast } from '../canvas/notice-toast';
import { useCommandShortcuts } from '../canvas/use-command-shortcuts';
import { useDesignEditor } from '../canvas/use-design-editor';
import { useNotice } from '../canvas/use-notice';
import { useSetAside } from '../canvas/use-set-aside';
import { ReferenceDialog } from '../reference/reference-dialog';
import type { PracticeProblem } from '../types';
import { DetailsPanel } from './details-panel';
import { EmptyCanvas } from './empty-canvas';
import { NotesPanel } from './notes-panel';
import { PanelTabs } from './panel-tabs';
import { PropertiesHint } from './properties-hint';
import { SaveConflict } from './save-conflict';
import { SaveTrouble } from './save-trouble';
import { selectedItem } from './selection-hint';
import { SetAside } from './set-aside';
import { SheetHandle, type SheetSize } from './sheet-handle';
import { Toolbar } from './toolbar';
import { usePropertiesHint } from './use-properties-hint';
import { useWorkspaceSize } from './use-workspace-size';
import type { WorkspaceAddons, WorkspaceContext, WorkspaceSlots } from './workspace-addons';
import { workspaceOffer } from './workspace-offer';
import {
  chooseTab,
  FIRST_CHOICE,
  propertiesShown,
  sheetTabs,
  shownTabs,
  type WorkspaceTab,
} from './workspace-tabs';
import styles from './workspace.module.css';

interface WorkspaceProps {
  problem: PracticeProblem;
  /** The Chat and Attempts tabs, the scoring button and its dialog, from app/. */
  addons: WorkspaceAddons;
}

export function Workspace({ problem, addons: Addons }: WorkspaceProps) {
  useDocumentTitle(problem.title);
  const editor = useDesignEditor(problem.id);
  const canvas = useRef<CanvasHandle>(null);
  const { user } = useCurrentUser();
  const offer = workspaceOffer(user);
  const size = useWorkspaceSize();
  const layout = size === 'compact' ? 'sheet' : 'columns';
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const shown = shownTabs(choice, offer);
  const choose = useCallback((tab: WorkspaceTab) => {
    setChoice((current) => chooseTab(current, tab));
  }, []);
  const [showDetails, setShowDetails] = useState(false);
  const [comparing, setComparing] = useState(false);
  const compare = problem.reference_available
    ? () => {
        setComparing(true);
      }
    : null;
  const [sheetSize, setSheetSize] = useState<SheetSize>('half');
  const notices = useNotice(editor.design);
  const [announcement, setAnnouncement] = useState('');
  useCommandShortcuts(editor);

  // The latest design and notes, read when a message or an assessment is sent rather than on
  // each edit.
  const latest = useRef({ design: editor.design, notes: editor.notes });
  useEffect(() => {
    latest.current = { design: editor.design, notes: editor.notes };
  }, [editor.design, editor.notes]);
  const currentDocument = useCallback(
    () => buildExportDocument(problem, latest.current.design, latest.current.notes, new Date()),
    [problem],
  );
  const { dispatch, sync } = editor;
  const setAside = useSetAside(problem.id);
  // Their design on the canvas, and the learner's own kept until they restore or discard it.
  const loadTheirs = () => {
    const mine = sync.loadTheirs();
    if (mine) setAside.keep(mine);
  };
  const highlight = useCallback(
    (named: string[]) => {
      // A finding from an earlier assessment may name components deleted since.
      const present = new Set(latest.current.design.widgets.map((component) => component.id));
      const components = named.filter((id) => present.has(id));
      dispatch({ type: 'select', selection: { components, connections: [] } });
      if (components.length === 0) return;
      canvas.current?.showComponents(components);
    },
    [dispatch, canvas],
  );

  const context: WorkspaceContext = {
    problem,
    offer,
    currentDocument,
    design: editor.design,
    announce: setAnnouncement,
    openAttempts: () => {
      choose('submissions');
    },
    highlight,
    compare,
  };

  const panel = (tab: WorkspaceTab, slots: WorkspaceSlots): ReactNode => {
    switch (tab) {
      case 'components':
        return <Palette editor={editor} />;
      case 'notes':
        return <NotesPanel notes={editor.notes} onChange={editor.setNotes} />;
      case 'chat':
        return slots.chat;
      case 'properties':
        return <PropertiesPanel editor={editor} componentChart={slots.componentChart} />;
      case 'simulate':
        return slots.simulate;
      case 'submissions':
        return slots.attempts;
    }
  };
  // A component failed from its menu shows the run that follows.
  const failFrom = (fail: (componentId: string) => void) => (componentId: string) => {
    choose('simulate');
    fail(componentId);
  };
  // A selection whose properties are not shown says where they are, for a few seconds.
  const selected = propertiesShown(layout, shown)
    ? null
    : selectedItem(editor.design, editor.selection);
  const hint = usePropertiesHint(selected?.id ?? null);

  const details = (
    <DetailsPanel
      problem={problem}
      onCompare={() => {
        setComparing(true);
      }}
    />
  );

  const page = (slots: WorkspaceSlots) => (
    <div className={styles.workspace}>
      <Toolbar
        problem={problem}
        editor={editor}
        size={size}
        showDetails={showDetails}
        onToggleDetails={() => {
          setShowDetails((visible) => !visible);
        }}
        onNotice={notices.show}
        scoreAction={slots.scoreAction}
      />
      {slots.dialogs}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ReferenceDialog
        open={comparing}
        onClose={() => {
          setComparing(false);
        }}
        problem={problem}
        design={editor.design}
      />
      {showDetails && layout === 'columns' && details}
      <div
        className={styles.body}
        data-inspector={layout === 'columns' ? shown.inspector : undefined}
        data-sheet={layout === 'sheet' ? sheetSize : undefined}
      >
        {layout === 'columns' && (
          <PanelTabs place="tools" tabs={offer.tools} active={shown.tool} onSelect={choose}>
            {panel(shown.tool, slots)}
          </PanelTabs>
        )}
        <div className={styles.canvasArea}>
          <Canvas
            editor={editor}
            onNotice={notices.show}
            load={slots.load}
            onFail={slots.fail && failFrom(slots.fail)}
          >
            {editor.design.widgets.length === 0 && (
              <EmptyCanvas
                onShowBrief={
                  showDetails
                    ? null
                    : () => {
                        setShowDetails(true);
                      }
                }
              />
            )}
            <div className={styles.canvasMessages}>
              <SaveConflict
                conflicted={sync.conflict !== null}
                onLoadTheirs={loadTheirs}
                onKeepMine={sync.keepMine}
              />
              <SaveTrouble trouble={sync.trouble} />
              {setAside.design && (
                <SetAside
                  onRestore={() => {
                    if (setAside.design) editor.replace(setAside.design);
                    setAside.forget();
                  }}
                  onDiscard={setAside.forget}
                />
              )}
              <NoticeToast
                notice={notices.notice}
                onDismiss={notices.dismiss}
                onHold={notices.hold}
              />
              {selected && hint.shown && (
                <PropertiesHint
                  name={selected.name}
                  onShow={() => {
                    choose('properties');
                  }}
                  onHold={hint.hold}
                />
              )}
            </div>
          </Canvas>
        </div>
        {layout === 'columns' ? (
          <PanelTabs
            place="inspector"
            tabs={offer.inspector}
            active={shown.inspector}
            onSelect={choose}
          >
            {panel(shown.inspector, slots)}
          </PanelTabs>
        ) : showDetails ? (
          // A phone's canvas has no room to give: the brief takes the sheet's place instead.
          <div className={styles.column} data-place="sheet">
            <div className={styles.tabPanel}>{details}</div>
          </div>
        ) : (
          <PanelTabs
            place="sheet"
            tabs={sheetTabs(offer)}
            active={shown.sheet}
            onSelect={choose}
            top={
              <SheetHandle
                size={sheetSize}
                onToggle={() => {
                  setSheetSize((size) => (size === 'full' ? 'half' : 'full'));
                }}
              />
            }
          >
            {panel(shown.sheet, slots)}
          </PanelTabs>
        )}
      </div>
    </div>
  );
  return (
    <CanvasHandleContext.Provider value={canvas}>
      <Addons context={context}>{page}</Addons>
    </CanvasHandleContext.Provider>
  );
}
