import type { ValidationIssue } from '@xs2a-kit/schema';

/**
 * A broken rule of spec/openapi.yaml found by a generated validator. Its `name` and `code` select the row of
 * the error table; `path` names the field for tppMessages.
 */
export class ValidationProblem extends Error {
  override readonly name = 'ValidationIssue';
  readonly code: ValidationIssue['code'];
  readonly path: string;

  constructor(readonly issue: ValidationIssue) {
    super(issue.message);
    this.code = issue.code;
    // A rule broken by the body as a whole (an array or a number where an object belongs) is at the body, as an
    // unparsable one is: every FORMAT_ERROR then names where the problem is.
    this.path = issue.field === '' && issue.part === 'body' ? 'body' : issue.field;
  }
}
