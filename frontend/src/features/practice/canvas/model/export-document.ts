/** The export document the canvas downloads, copies and sends to be assessed, and the review
 * prompt appended when copying. Its type is generated from the server's definition. */

import {
  EXPORT_VERSION,
  type CanvasDesign,
  type DesignNotes,
  type ExportDocument,
  type ExportedProblem,
} from '@/lib/design';

/** The problem as the workspace has it; a problem may list functional requirements apart. */
export type ProblemForExport = ExportedProblem & { functional_requirements?: string[] };

const REVIEW_PROMPT = `Please review this system design as an interviewer would. For each area, say what works, what is missing and what you would change:
1. Performance: latency on the main paths and where time is spent.
2. Scalability: how each component grows with traffic and data.
3. Consistency and fault tolerance: what happens when a component fails or data diverges.
4. Security and privacy: authentication, data protection and abuse.
5. Cost: where the money goes and cheaper alternatives.
Finish with an overall rating out of 10 and the three changes that would raise it most.`;

export function buildExportDocument(
  problem: ProblemForExport,
  design: CanvasDesign,
  notes: DesignNotes,
  now: Date,
): ExportDocument {
  return {
    problem: {
      id: problem.id,
      title: problem.title,
      description: problem.description,
      difficulty: problem.difficulty,
      requirements: problem.requirements,
      estimatedTime: problem.estimatedTime,
      companies: problem.companies,
      tags: problem.tags,
      required_tier_id: problem.required_tier_id,
    },
    design: {
      system_name: problem.title,
      components: design.widgets.map((component) => ({
        id: component.id,
        type: 'primitive',
        label: component.name,
        position: { x: component.x, y: component.y },
        metadata: {
          component_type: component.type,
          customLogic: component.description,
          customProperties: Object.entries(component.properties).map(([key, value]) => ({
            key,
            value: Array.isArray(value) ? value.join(', ') : String(value),
          })),
        },
      })),
      connections: design.connections.map((connection, index) => ({
        id: connection.id,
        start: connection.from.widgetId,
        end: connection.to.widgetId,
        label: String(index + 1),
        properties: { ...connection.properties },
      })),
      core_user_journey: '',
      functional_requirements: problem.functional_requirements ?? problem.requirements,
      non_functional_requirements: [],
      notes: { ...notes },
    },
    feedback_level: 'interview',
    export_timestamp: now.toISOString(),
    export_version: EXPORT_VERSION,
  };
}

export function exportFileName(now: Date): string {
  return `playground-export-${String(now.getTime())}.json`;
}

export function clipboardText(document: ExportDocument): string {
  return `${JSON.stringify(document, null, 2)}\n\n${REVIEW_PROMPT}`;
}
