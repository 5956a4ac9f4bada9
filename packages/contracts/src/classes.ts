// A class on one deployment (docs/classes.md): an instructor makes it with the admin token, a
// learner's lab session joins it with a display name, and the instructor's console follows each
// member's progress live. A class and everything of its members is erased when it ends.
import * as z from 'zod';
import { drillLevelSchema } from './lab-drills';
import { faultTargetSchema, faultTypeSchema } from './lab-faults';
import { labSessionHashSchema } from './lab-sessions';
import { userIdSchema } from './users';

/** Where classes are made (POST) and each is read (`/{code}`). */
export const CLASSES_PATH = '/api/classes';
/**
 * Where the instructor's browser signs in with the admin token (POST `{ token }`), which the
 * gateway then holds in an HttpOnly cookie, and out (DELETE).
 */
export const ADMIN_SIGN_IN_PATH = '/api/admin/session';
export const adminSignInSchema = z.strictObject({
  token: z.string({ error: 'token is required: the admin token' }).min(1, 'token is empty'),
});

export const classPath = (code: string): `/${string}` => `${CLASSES_PATH}/${code}`;
export const classMembersPath = (code: string): `/${string}` => `${classPath(code)}/members`;
/** The caller's own membership: what the instructor sees of them (GET), their snapshot (PUT). */
export const ownMemberPath = (code: string): `/${string}` => `${classMembersPath(code)}/me`;
export const ownHandPath = (code: string): `/${string}` => `${ownMemberPath(code)}/hand`;
export const ownChecksPath = (code: string): `/${string}` => `${ownMemberPath(code)}/checks`;
/** The console's live feed: a WebSocket. */
export const classLivePath = (code: string): `/${string}` => `${classPath(code)}/live`;
/** Where the gateway tells the users service of a drill's life (binding only). */
/** The users service's class paths that only the gateway reaches, through its binding. */
export const INTERNAL_CLASSES_PATH = '/internal/classes';
export const CLASS_DRILL_EVENTS_PATH = `${INTERNAL_CLASSES_PATH}/drill-events`;
/** The instructor's drill for the whole class (POST starts it), and its reveal (POST). */
export const classDrillsPath = (code: string): `/${string}` => `${classPath(code)}/drills`;
export const classDrillRevealPath = (code: string): `/${string}` =>
  `${classDrillsPath(code)}/reveal`;
/** The instructor's reset of one member's lab: their faults and their drill (POST). */
export const memberResetPath = (code: string, learnerId: string): `/${string}` =>
  `${classMembersPath(code)}/${learnerId}/reset`;
/**
 * The projector (docs/classes.md#the-projector): a member's lab read as they see it, behind the
 * admin token. Each of the learner's own GET paths in MEMBER_VIEW_PATHS is answered under it,
 * as that member's session: `…/members/{learnerId}/view/api/lab/topology`.
 */
export const memberViewPath = (code: string, learnerId: string): `/${string}` =>
  `${classMembersPath(code)}/${learnerId}/view`;
/** What the projector shows of a member's lab: their map, their faults and their traces. */
export const MEMBER_VIEW_PATHS = ['/api/lab/topology', '/api/lab/faults', '/api/traces'] as const;
export const labResetSchema = z.object({
  faultsCleared: z.number().int(),
  drillEnded: z.boolean(),
});
/** Behind the binding: the class's member sessions, and its drill as the gateway keeps it. */
export const internalClassPath = (code: string): `/${string}` => `${INTERNAL_CLASSES_PATH}/${code}`;
export const CLASS_DRILL_RUNNING_MESSAGE =
  'A class drill is running: reveal it before starting another';
export const NO_CLASS_DRILL_MESSAGE = 'No class drill is running: start one first';
/** The page that joins a class, and the console. */
export const joinPagePath = (code: string): `/${string}` => `/join/${code}`;
export const consolePagePath = (code: string): `/${string}` => `/class/${code}`;
/** The projector's page: one member's lab on the big screen. */
export const projectorPagePath = (code: string, learnerId: string): `/${string}` =>
  `${consolePagePath(code)}/learners/${learnerId}`;

/**
 * A join code: six of the letters and digits no one misreads (no 0/O, 1/I/L), about 890 million
 * codes; typed in any case.
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
export const classCodeSchema = z
  .string()
  .transform((code) => code.trim().toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`),
        `A class code is ${CLASS_CODE_LENGTH} letters and digits (no 0, 1, I, L or O)`,
      ),
  );

/** A class lasts a day of teaching at most: its members' sessions last as long. */
export const CLASS_MAX_HOURS = 12;
export const CLASS_NAME_MAX = 80;
export const DISPLAY_NAME_MAX = 40;

/** The parameters of a class's paths. */
export const classParamsSchema = z.object({ code: classCodeSchema });

/** Letters and digits of any script, spaces inside, and . ' - _ */
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .'_-]*$/u;

/** A display name as a learner types it: trimmed, inner spaces made one, checked. */
export const displayNameSchema = z
  .string({ error: 'displayName is required: the name your instructor will see' })
  .transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'displayName is empty: type the name your instructor will see')
      .max(DISPLAY_NAME_MAX, `displayName is longer than ${DISPLAY_NAME_MAX} characters`)
      .regex(
        NAME_PATTERN,
        "displayName may hold letters, digits, spaces and . ' - _ only, starting with a letter or digit",
      ),
  );

/** The same name for uniqueness: case and width folded. */
export const displayNameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en');

export const newClassRequestSchema = z.strictObject({
  name: z
    .string({ error: 'name is required: what the class is called' })
    .trim()
    .min(1, 'name is empty')
    .max(CLASS_NAME_MAX, `name is longer than ${CLASS_NAME_MAX} characters`),
  /** When the class ends and is erased; CLASS_MAX_HOURS from now at most, and by default. */
  endsAt: z.iso.datetime({ offset: true }).optional(),
});

export const classSchema = z.object({
  code: z.string(),
  name: z.string(),
  endsAt: z.iso.datetime(),
});
export type ClassInfo = z.infer<typeof classSchema>;

/**
 * A member's own code for another browser: ten of the join code's letters (about 50 bits), given
 * once when they join, kept only as a hash. With it a new lab session takes the member over,
 * progress and all, and the old one leaves the class.
 */
export const REJOIN_CODE_LENGTH = 10;
export const rejoinCodeSchema = z
  .string()
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]{${REJOIN_CODE_LENGTH}}$`),
        `rejoinCode is the ${REJOIN_CODE_LENGTH} letters and digits you were given when you joined`,
      ),
  );

/** A new member's name, or a member's rejoin code from another browser. */
export const joinRequestSchema = z
  .strictObject({
    displayName: displayNameSchema.optional(),
    rejoinCode: rejoinCodeSchema.optional(),
  })
  .refine((body) => (body.displayName === undefined) !== (body.rejoinCode === undefined), {
    message:
      'displayName is required: the name your instructor will see (or, from another browser, only your rejoinCode)',
    path: ['displayName'],
  });

export const joinAnswerSchema = z.object({
  learnerId: userIdSchema,
  displayName: z.string(),
  /** On a first join only: the member's code for another browser. */
  rejoinCode: z.string().optional(),
});
export const UNKNOWN_REJOIN_CODE_MESSAGE =
  'rejoinCode: no member of this class has this code; check it, or join under a name';

/** A module's or an exercise's id, as the lessons name them. */
const contentId = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower-case letters, digits and hyphens');

/** The most members a class holds: a lecture hall. */
export const CLASS_MAX_MEMBERS = 200;
export const CLASS_FULL_MESSAGE = `This class has as many members as it holds (${CLASS_MAX_MEMBERS})`;

/** Where a learner is: the module and section on screen, and the lab exercise's step. */
export const locationSchema = z.strictObject({
  moduleId: contentId,
  section: z.number().int().min(0).max(99),
  sectionTitle: z.string().max(120),
  lab: z
    .strictObject({
      exerciseId: contentId,
      step: z.number().int().min(0).max(99),
      steps: z.number().int().min(1).max(99),
    })
    .nullable(),
});
export type LearnerLocation = z.infer<typeof locationSchema>;

/** A module's tally as the app counts it (done sections and lab exercises, of each). */
export const moduleTallySchema = z
  .strictObject({
    moduleId: contentId,
    sectionsDone: z.number().int().min(0).max(99),
    sectionCount: z.number().int().min(1).max(99),
    labsDone: z.number().int().min(0).max(99),
    labCount: z.number().int().min(0).max(99),
  })
  .refine((tally) => tally.sectionsDone <= tally.sectionCount && tally.labsDone <= tally.labCount, {
    message: 'sectionsDone and labsDone cannot pass sectionCount and labCount',
  });
export type ModuleTallyReport = z.infer<typeof moduleTallySchema>;

/** (Done sections + done lab exercises) ÷ (sections + lab exercises), in whole percent. */
export function tallyPercent(tally: {
  sectionsDone: number;
  sectionCount: number;
  labsDone: number;
  labCount: number;
}): number {
  const total = tally.sectionCount + tally.labCount;
  if (total <= 0) return 0;
  return Math.round(((tally.sectionsDone + tally.labsDone) / total) * 100);
}

/** What the app sends as the learner works: where they are and what they have done. */
export const memberReportSchema = z.strictObject({
  location: locationSchema.nullable(),
  modules: z.array(moduleTallySchema).max(20),
  labsPassed: z.array(contentId).max(100),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

export const handRequestSchema = z.strictObject({ raised: z.boolean() });
export const checkReportSchema = z.strictObject({
  exerciseId: contentId,
  passed: z.boolean(),
});

/** A member is stuck on the same lab step this long, or after this many failed Checks in a row. */
export const STUCK_AFTER_MINUTES = 10;
export const STUCK_AFTER_FAILED_CHECKS = 3;

export const stuckSchema = z
  .object({ reason: z.enum(['same-step', 'failed-checks']), since: z.iso.datetime() })
  .nullable();

export const memberDrillsSchema = z.object({
  started: z.number().int(),
  solved: z.number().int(),
  gaveUp: z.number().int(),
  /** Every diagnosis sent, right or wrong. */
  attempts: z.number().int(),
  /** Seconds from start to the right diagnosis, per solved drill. */
  secondsToSolve: z.array(z.number()),
  running: z.object({ level: z.string(), startedAt: z.iso.datetime() }).nullable(),
});

/** A drill's fault as the console shows it to the instructor (the learners, once revealed). */
export const drillAnswerSchema = z.object({
  target: faultTargetSchema,
  type: faultTypeSchema,
  value: z.number().nullable(),
});
export type DrillAnswer = z.infer<typeof drillAnswerSchema>;

/** `POST /api/classes/{code}/drills`: the same drill in every member's session. */
export const classDrillRequestSchema = z.strictObject({ level: drillLevelSchema });

/** A class drill as the console shows it. */
export const classDrillSchema = z.object({
  level: drillLevelSchema,
  startedAt: z.iso.datetime(),
  answer: drillAnswerSchema,
  /** The members it was started for. */
  members: z.number().int(),
  solved: z.number().int(),
  /** Seconds from start to the right answer, per member who solved it. */
  secondsToSolve: z.array(z.number()),
  /** The wrong answers given, most common first. */
  wrongAnswers: z.array(
    z.object({ target: faultTargetSchema, type: faultTypeSchema, count: z.number().int() }),
  ),
  revealedAt: z.iso.datetime().nullable(),
});
export type ClassDrill = z.infer<typeof classDrillSchema>;

/** A member's part in the class drill: their answer is shown them only once it is revealed. */
export const memberClassDrillSchema = z
  .object({
    level: drillLevelSchema,
    startedAt: z.iso.datetime(),
    solved: z.boolean(),
    revealed: drillAnswerSchema.nullable(),
  })
  .nullable();

/** Behind the binding: a class drill as the gateway started it, a drill id per session. */
export const startedClassDrillSchema = z.object({
  level: drillLevelSchema,
  startedAt: z.iso.datetime(),
  answer: drillAnswerSchema,
  drills: z.array(z.object({ sessionHash: labSessionHashSchema, drillId: z.string() })),
});
export type StartedClassDrill = z.infer<typeof startedClassDrillSchema>;

/** One member as the console shows them, and as they may see themselves. */
export const memberSchema = z.object({
  learnerId: userIdSchema,
  displayName: z.string(),
  joinedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  location: locationSchema.nullable(),
  progress: z.array(moduleTallySchema.and(z.object({ percent: z.number() }))),
  labsPassed: z.array(z.string()),
  drills: memberDrillsSchema,
  /** When the hand went up; null while it is down. */
  hand: z.iso.datetime().nullable(),
  stuck: stuckSchema,
  classDrill: memberClassDrillSchema,
});
export type ClassMember = z.infer<typeof memberSchema>;

export const classRosterSchema = classSchema.extend({
  members: z.array(memberSchema),
  drill: classDrillSchema.nullable(),
});
export type ClassRoster = z.infer<typeof classRosterSchema>;

/** What the live feed sends: the whole roster first, then each member as they change. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roster'), roster: classRosterSchema }),
  z.object({ type: z.literal('member'), member: memberSchema }),
  z.object({ type: z.literal('ended') }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** A drill's life as the gateway reports it to the learner's class. */
export const drillEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('started'),
    drillId: z.string(),
    level: z.string(),
    startedAt: z.string(),
  }),
  z.object({
    type: z.literal('diagnosed'),
    drillId: z.string(),
    correct: z.boolean(),
    attempts: z.number().int(),
    /** What the learner said: the class drill counts the wrong answers. */
    target: faultTargetSchema,
    fault: faultTypeSchema,
  }),
  z.object({ type: z.literal('given-up'), drillId: z.string() }),
]);
export type DrillEvent = z.infer<typeof drillEventSchema>;

/** Behind the binding: which session's class an event is for, by the session's hash. */
export const sessionHashSchema = labSessionHashSchema;

export const CLASS_NOT_FOUND_MESSAGE =
  'No class has this code: it may have ended; ask your instructor for the code';
export const displayNameTakenMessage = (name: string) =>
  `displayName: '${name}' is taken in this class: choose another`;
export const JOIN_NEEDS_SESSION_MESSAGE =
  'Joining a class needs a lab session, which the app makes (POST /api/lab/sessions)';
export const ALREADY_JOINED_MESSAGE =
  'This lab session has joined this class already: GET …/members/me shows what your instructor sees';
export const IN_ANOTHER_CLASS_MESSAGE =
  'This lab session belongs to another class: a session joins one class';
export const NOT_A_MEMBER_MESSAGE =
  'This lab session is not a member of this class: join it first (POST …/members)';
