import { describe, expect, it } from 'vitest';

// The same cases the server's tests read, so the import and the assessment cannot disagree.
import shared from '../../../../backend/tests/design/recognition_cases.json';
import { recogniseType } from './recognition';

describe('recogniseType', () => {
  it.each(shared.cases)(
    'reads $declared / "$label" as $expected',
    ({ declared, label, expected }) => {
      expect(recogniseType(declared, label)).toBe(expected);
    },
  );
});
