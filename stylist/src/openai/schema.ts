import { FEEDBACK_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '@fitrater/contracts';

/**
 * `StylistAnswer` rewritten for OpenAI structured outputs in strict mode:
 * every property required (optional `suggestions` becomes a possibly empty
 * array), `additionalProperties: false` on every object, the nullable rating
 * written as `type: [number, null]`, and only keywords strict mode accepts
 * (string lengths live in the descriptions; the answer is checked against
 * `StylistAnswer` itself afterwards). A test keeps the two in step.
 */
const score = { type: 'number', minimum: 0, maximum: 10, description: 'Score out of 10 with one decimal.' } as const;

const component = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'rating', 'description', 'suggestions'],
  properties: {
    status: {
      type: 'string',
      enum: ['visible', 'not_assessable'],
      description: "'visible' when the photo shows it or the description names it; otherwise 'not_assessable'.",
    },
    rating: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 10,
      description: 'Score out of 10 with one decimal; null exactly when status is not_assessable.',
    },
    description: { type: 'string', description: 'What you see and how it works, at most 600 characters.' },
    suggestions: {
      type: 'array',
      maxItems: 4,
      items: { type: 'string', description: 'One concrete improvement, at most 300 characters.' },
      description: 'Up to 4 suggestions; empty when not_assessable.',
    },
  },
} as const;

export const STRICT_STYLIST_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['overallRating', 'emoji', 'summary', 'feedback', 'components', 'confidence'],
  properties: {
    overallRating: score,
    emoji: { type: 'string', description: 'One emoji that matches the score.' },
    summary: { type: 'string', description: `One-sentence verdict, at most ${SUMMARY_MAX_LENGTH} characters.` },
    feedback: { type: 'string', description: `Overall feedback, at most ${FEEDBACK_MAX_LENGTH} characters.` },
    components: {
      type: 'object',
      additionalProperties: false,
      required: ['top', 'bottom', 'footwear', 'accessories'],
      properties: { top: component, bottom: component, footwear: component, accessories: component },
    },
    confidence: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'How sure you are, 0 to 1: lower for text only, a poor photo or a partly visible outfit.',
    },
  },
} as const;

/** The `response_format` sent with every request. */
export const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'stylist_answer', strict: true, schema: STRICT_STYLIST_ANSWER_SCHEMA },
} as const;
