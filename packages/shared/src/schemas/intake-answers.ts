import { z } from 'zod/mini';

/** The client's own intake questionnaire (3 steps): options per question, word for word. */
export const INTAKE_QUESTION_OPTIONS = {
  psychology: [
    'I can push myself if I need to',
    'I need external motivation',
    'I prefer gradual progress',
  ],
  missWeekFeeling: ['No discomfort', 'Some discomfort', 'High discomfort'],
  trainerSupport: ['Push boundaries', 'Gentle guidance', 'Structured approach'],
  trainerNotSupport: ['Informative', 'Aggressive', 'Unstructured'],
  stressLevel: ['Very Low', 'Low', 'Somewhat Active', 'High', 'Very High'],
  sleepQuality: ['Poor', 'Below Average', 'Average', 'Good', 'Excellent'],
  personalTime: ['30 minutes', '1 hour', '2 hours', '3+ hours'],
  caffeineConsumption: ['None', '~50mg', '~100mg', '~200mg', '300mg+'],
  hasChildrenUnder5: ['Yes', 'No'],
  confidence: ['Not at all', 'Somewhat', 'Very', 'Extremely'],
} as const;
export type IntakeQuestion = keyof typeof INTAKE_QUESTION_OPTIONS;

const o = INTAKE_QUESTION_OPTIONS;

export const intakeAnswersSchema = z.strictObject({
  psychology: z.enum(o.psychology),
  missWeekFeeling: z.enum(o.missWeekFeeling),
  trainerSupport: z.enum(o.trainerSupport),
  trainerNotSupport: z.enum(o.trainerNotSupport),
  stressLevel: z.enum(o.stressLevel),
  sleepQuality: z.enum(o.sleepQuality),
  personalTime: z.enum(o.personalTime),
  caffeineConsumption: z.enum(o.caffeineConsumption),
  hasChildrenUnder5: z.enum(o.hasChildrenUnder5),
  confidence: z.enum(o.confidence),
});
export type IntakeAnswers = z.infer<typeof intakeAnswersSchema>;

export const INTAKE_ANSWER_DEFAULTS: IntakeAnswers = {
  psychology: 'I can push myself if I need to',
  missWeekFeeling: 'No discomfort',
  trainerSupport: 'Push boundaries',
  trainerNotSupport: 'Informative',
  stressLevel: 'Somewhat Active',
  sleepQuality: 'Average',
  personalTime: '1 hour',
  caffeineConsumption: '~100mg',
  hasChildrenUnder5: 'Yes',
  confidence: 'Somewhat',
};

/** The questionnaire's questions by step (3 steps). */
export const INTAKE_QUESTIONNAIRE_PAGES: readonly (readonly IntakeQuestion[])[] = [
  ['psychology', 'missWeekFeeling', 'trainerSupport', 'trainerNotSupport'],
  ['stressLevel', 'sleepQuality', 'personalTime'],
  ['caffeineConsumption', 'hasChildrenUnder5', 'confidence'],
];
