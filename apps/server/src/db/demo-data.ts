/** The demo gym seeded into the embedded database (DESIGN 4.10). */

/** The gym every demo account belongs to; the demo trainer is its admin. */
export const demoGymName = 'LevelUp Demo Gym';

export const demoPasswords = {
  coach: 'coach1234',
  admin: 'admin1234',
  client: 'client1234',
} as const;

export const demoAccounts = [
  { email: 'coach@example.com', password: demoPasswords.coach, role: 'trainer', label: 'Trainer' },
  {
    email: 'admin@example.com',
    password: demoPasswords.admin,
    role: 'admin',
    label: 'Master Trainer',
  },
  { email: 'client@example.com', password: demoPasswords.client, role: 'client', label: 'Client' },
] as const;

export const trainingGoalSeed = [
  { id: 'build-strength', name: 'Build Strength' },
  { id: 'build-muscle', name: 'Build Muscle' },
  { id: 'lose-fat', name: 'Lose Body Fat' },
  { id: 'improve-mobility', name: 'Improve Mobility' },
  { id: 'improve-endurance', name: 'Improve Endurance' },
  { id: 'sport-performance', name: 'Sport Performance' },
  { id: 'injury-rehab', name: 'Return From Injury' },
  { id: 'general-fitness', name: 'General Fitness' },
  { id: 'improve-posture', name: 'Improve Posture' },
  { id: 'increase-power', name: 'Increase Power' },
] as const;

/** The demo's teams, in colours of TEAM_COLORS so the team form edits them as they are. */
export const teamSeed = [
  { key: 'red', name: 'Red Team', colorHex: '#e8453c' },
  { key: 'blue', name: 'Blue Team', colorHex: '#1e88e5' },
] as const;

type DemoClient = {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  weightKg: number;
  heightCm: number;
  team: 'red' | 'blue';
  trainingLevel: 'novice' | 'beginner' | 'intermediate' | 'advanced';
  workType: 'sedentary' | 'light' | 'active' | 'high' | 'shift';
  motivationLevel: 'A' | 'B' | 'C';
  goals: string[];
};

export const demoClients: DemoClient[] = [
  {
    email: 'client@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    gender: 'female',
    dateOfBirth: '1994-03-12',
    weightKg: 64,
    heightCm: 168,
    team: 'red',
    trainingLevel: 'intermediate',
    workType: 'light',
    motivationLevel: 'A',
    goals: ['build-strength', 'improve-mobility'],
  },
  {
    email: 'jordan.lee@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    gender: 'male',
    dateOfBirth: '1990-07-25',
    weightKg: 82,
    heightCm: 180,
    team: 'red',
    trainingLevel: 'advanced',
    workType: 'active',
    motivationLevel: 'A',
    goals: ['build-strength', 'increase-power'],
  },
  {
    email: 'priya.shah@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    gender: 'female',
    dateOfBirth: '1988-11-02',
    weightKg: 58,
    heightCm: 162,
    team: 'red',
    trainingLevel: 'beginner',
    workType: 'sedentary',
    motivationLevel: 'B',
    goals: ['general-fitness', 'improve-posture'],
  },
  {
    email: 'marcus.brown@example.com',
    firstName: 'Marcus',
    lastName: 'Brown',
    gender: 'male',
    dateOfBirth: '1985-01-19',
    weightKg: 95,
    heightCm: 185,
    team: 'red',
    trainingLevel: 'intermediate',
    workType: 'high',
    motivationLevel: 'B',
    goals: ['lose-fat', 'build-muscle'],
  },
  {
    email: 'sofia.rossi@example.com',
    firstName: 'Sofia',
    lastName: 'Rossi',
    gender: 'female',
    dateOfBirth: '1998-05-30',
    weightKg: 61,
    heightCm: 170,
    team: 'blue',
    trainingLevel: 'novice',
    workType: 'shift',
    motivationLevel: 'C',
    goals: ['general-fitness'],
  },
  {
    email: 'liam.oconnor@example.com',
    firstName: 'Liam',
    lastName: "O'Connor",
    gender: 'male',
    dateOfBirth: '1992-09-08',
    weightKg: 78,
    heightCm: 176,
    team: 'blue',
    trainingLevel: 'intermediate',
    workType: 'active',
    motivationLevel: 'A',
    goals: ['sport-performance', 'increase-power'],
  },
  {
    email: 'hana.kim@example.com',
    firstName: 'Hana',
    lastName: 'Kim',
    gender: 'female',
    dateOfBirth: '1996-12-14',
    weightKg: 55,
    heightCm: 160,
    team: 'blue',
    trainingLevel: 'beginner',
    workType: 'light',
    motivationLevel: 'B',
    goals: ['build-muscle', 'improve-endurance'],
  },
  {
    email: 'diego.santos@example.com',
    firstName: 'Diego',
    lastName: 'Santos',
    gender: 'male',
    dateOfBirth: '1983-04-03',
    weightKg: 88,
    heightCm: 178,
    team: 'blue',
    trainingLevel: 'advanced',
    workType: 'sedentary',
    motivationLevel: 'A',
    goals: ['injury-rehab', 'build-strength'],
  },
];

/** The demo workout: exercise names must exist in the exercise library. */
export const demoWorkout = {
  name: 'Full Body Strength A',
  level: 'intermediate' as const,
  phases: [
    {
      name: 'Strength',
      exercises: ['Back Squat', 'Bench Press', 'Romanian Deadlift', 'Barbell Row'],
      pairs: [
        ['Back Squat', 'Bench Press'],
        ['Romanian Deadlift', 'Barbell Row'],
      ],
    },
    {
      name: 'Accessories',
      exercises: ['Walking Lunge', 'Seated Dumbbell Shoulder Press', 'Suitcase Carry'],
      pairs: [] as string[][],
    },
  ],
};
